import { defineMessages } from '../../../i18n/messages';

export const mailPresetMessages = defineMessages({
  en: {
    title: 'Mail setup',
    description:
      'Point the domain’s mail at a provider in one step, or say that it sends and receives no mail.',
    open: 'Set up mail…',
    dialogTitle: 'Mail setup for {zone}',
    legend: 'Mail provider',
    preset_hosting: 'Our mail',
    presetHint_hosting: 'The mailboxes of your hosting account that serves this domain.',
    preset_microsoft365: 'Microsoft 365',
    presetHint_microsoft365: 'Exchange Online; also adds the autodiscover name Outlook looks up.',
    preset_google: 'Google Workspace',
    presetHint_google: 'Gmail for your domain.',
    preset_none: 'No mail',
    presetHint_none:
      'The domain neither receives nor sends mail: a null MX, SPF that allows no sender and DMARC that rejects.',
    scope:
      'A preset replaces the MX and SPF records at the root of {zone}, and the DMARC record at _dmarc; every other record stays as it is. A missing DMARC record is added with the policy “none” (report only), an existing one is kept (No mail replaces it).',
    hostingLooking: 'Looking for the hosting account that serves {zone}…',
    hostingNone: 'None of your hosting accounts serves {zone}.',
    hostingListFailed: 'Your hosting accounts could not be read.',
    hostingSettingsLoading: 'Reading the mail settings of {account}…',
    hostingSettingsFailed: 'The mail settings of {account} could not be read.',
    hostingNotEligible:
      '{account} is on the previous hosting platform, which has no mail settings here.',
    forwarding:
      'Email forwarding is on for this zone, so the service refuses root MX records: a preset’s MX records are left out, and the forwarding service’s stay. Email forwarding cannot be turned off in this panel: that needs support, so copy the details below for them.',
    choose: 'Choose a provider to see what would change.',
    planning: 'Working out the changes…',
    close: 'Close',
    presetList:
      'Our mail, Microsoft 365, Google Workspace or No mail: you see every change before it is sent.',
    openSeveral: 'Several domains…',
    severalTitle: 'Mail setup for several domains',
    severalScope:
      'One bulk DNS job sets the provider in every chosen domain. In each it replaces all MX records and all TXT records at the root (other TXT records there too: the changes below show them); No mail also replaces the DMARC record, Google Workspace leaves each domain’s DMARC as it is.',
    perDomainOnly: 'Its records differ from domain to domain: set it up on each zone’s page.',
    severalDomains: 'Domains',
    severalLoading: 'Reading your DNS zones…',
    showChanges: 'Show the changes',
    chooseSeveral: 'Choose a provider and the domains to see the changes in each.',
    unreadZones: 'Could not be read, so left out: {names}',
    forwardingZones:
      'Email forwarding is on, so their root MX records cannot be set; left out: {names}',
    queueJob_one: 'Queue one job for 1 domain',
    queueJob_other: 'Queue one job for {count} domains',
    queuedSeveral_one:
      'The change was queued for 1 domain. Its progress is shown here and under Operations.',
    queuedSeveral_other:
      'The change was queued for {count} domains. Its progress is shown here and under Operations.',
    tryAgain: 'Try again with the same change',
    tryAgainHint:
      'The job failed. The same provider and domains stay chosen: show the changes again before you queue the job again.',
  },
  sv: {
    title: 'E-postinställning',
    description:
      'Peka domänens e-post mot en leverantör i ett steg, eller ange att den varken skickar eller tar emot e-post.',
    open: 'Ställ in e-post…',
    dialogTitle: 'E-postinställning för {zone}',
    legend: 'E-postleverantör',
    preset_hosting: 'Vår e-post',
    presetHint_hosting: 'Brevlådorna i ditt webbhotellskonto som betjänar domänen.',
    preset_microsoft365: 'Microsoft 365',
    presetHint_microsoft365:
      'Exchange Online; lägger också till autodiscover-namnet som Outlook slår upp.',
    preset_google: 'Google Workspace',
    presetHint_google: 'Gmail för din domän.',
    preset_none: 'Ingen e-post',
    presetHint_none:
      'Domänen varken tar emot eller skickar e-post: en null-MX, SPF som inte tillåter någon avsändare och DMARC som avvisar.',
    scope:
      'Ett förval ersätter MX- och SPF-posterna i roten av {zone} och DMARC-posten på _dmarc; alla andra poster lämnas som de är. Saknas en DMARC-post läggs den till med policyn ”none” (endast rapporter), en befintlig behålls (Ingen e-post ersätter den).',
    hostingLooking: 'Letar efter webbhotellskontot som betjänar {zone}…',
    hostingNone: 'Inget av dina webbhotellskonton betjänar {zone}.',
    hostingListFailed: 'Dina webbhotellskonton kunde inte läsas.',
    hostingSettingsLoading: 'Läser e-postinställningarna för {account}…',
    hostingSettingsFailed: 'E-postinställningarna för {account} kunde inte läsas.',
    hostingNotEligible:
      '{account} ligger på den tidigare webbhotellsplattformen, som saknar e-postinställningar här.',
    forwarding:
      'Vidarebefordran av e-post är på för zonen, så tjänsten avvisar MX-poster i roten: ett förvals MX-poster utelämnas och vidarebefordringens ligger kvar. Vidarebefordran går inte att stänga av i panelen: det kräver supporten, så kopiera uppgifterna nedan till dem.',
    choose: 'Välj en leverantör för att se vad som ändras.',
    planning: 'Räknar ut ändringarna…',
    close: 'Stäng',
    presetList:
      'Vår e-post, Microsoft 365, Google Workspace eller Ingen e-post: du ser varje ändring innan den skickas.',
    openSeveral: 'Flera domäner…',
    severalTitle: 'E-postinställning för flera domäner',
    severalScope:
      'Ett massjobb för DNS ställer in leverantören i varje vald domän. I varje ersätter det alla MX-poster och alla TXT-poster i roten (även andra TXT-poster där: ändringarna nedan visar dem); Ingen e-post ersätter också DMARC-posten, Google Workspace lämnar varje domäns DMARC som den är.',
    perDomainOnly: 'Posterna skiljer sig från domän till domän: ställ in det på varje zons sida.',
    severalDomains: 'Domäner',
    severalLoading: 'Läser dina DNS-zoner…',
    showChanges: 'Visa ändringarna',
    chooseSeveral: 'Välj en leverantör och domänerna för att se ändringarna i var och en.',
    unreadZones: 'Kunde inte läsas och är därför utelämnade: {names}',
    forwardingZones:
      'Vidarebefordran av e-post är på, så deras MX-poster i roten kan inte ändras; utelämnade: {names}',
    queueJob_one: 'Köa ett jobb för 1 domän',
    queueJob_other: 'Köa ett jobb för {count} domäner',
    queuedSeveral_one: 'Ändringen köades för 1 domän. Förloppet visas här och under Jobb.',
    queuedSeveral_other:
      'Ändringen köades för {count} domäner. Förloppet visas här och under Jobb.',
    tryAgain: 'Försök igen med samma ändring',
    tryAgainHint:
      'Jobbet misslyckades. Samma leverantör och domäner är fortfarande valda: visa ändringarna igen innan du köar jobbet igen.',
  },
});
