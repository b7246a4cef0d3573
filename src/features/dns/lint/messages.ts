import { defineMessages } from '../../../i18n/messages';

/** One plain reason per rule (keyed by the rule's id) and the linter's own words. */
export const lintMessages = defineMessages({
  en: {
    cnameConflict:
      'This CNAME shares its name with other records. A CNAME must be the only record of its name, so resolvers may ignore either.',
    cnameAtApex:
      'A CNAME at the zone root hides the zone’s own NS and SOA records and breaks mail and the website. Use an ALIAS record.',
    targetIsCname:
      'This points at a name that is a CNAME in this zone. Mail servers and resolvers expect a name with its own address records.',
    duplicateRecord: 'The zone has this exact record twice; delete one.',
    spfMultiple:
      'There is more than one SPF policy at this name, so every SPF check fails and mail may be rejected. Merge them into one.',
    spfTooManyLookups:
      'This SPF policy needs {count} DNS lookups (include, a, mx, ptr, exists, redirect); more than 10 makes SPF checks fail.',
    dmarcMalformed:
      'This DMARC record is not valid: it must start with v=DMARC1; then p=none, quarantine or reject, with each tag once.',
    dmarcMissing:
      'The zone receives mail (it has MX records) but has no DMARC record at _dmarc, so receivers cannot tell forged mail from yours.',
    spfMissing:
      'The zone receives mail (it has MX records) but publishes no SPF policy at the root, so anyone can send as it.',
    shadowedByDelegation:
      'This record lies inside {delegation}, which is delegated to other nameservers with NS records; resolvers never see it.',
    privateAddress:
      'This address is private or reserved for documentation, so visitors on the internet cannot reach it.',
    lowTtl:
      'This record’s TTL is {ttl} seconds. MX and NS records rarely change; under 300 seconds only adds lookups and fragility.',
    longTxt:
      'This text is {length} characters long. It is served as several strings of at most 255 characters, which some readers join wrongly.',
    title: 'Zone check',
    description:
      'Mistakes that break mail and websites, checked in the panel. The zone list shows the number of errors and warnings for the zones on its current page.',
    clean: 'No problems found in this zone.',
    summary: '{errors}, {warnings}, {notes}',
    severity_error: 'Error',
    severity_warning: 'Warning',
    severity_info: 'Note',
    explain: 'Why?',
    fix: 'Fix',
    fixLabel: 'Fix {type} record {name}',
    addMissing_dmarcMissing: 'Add a DMARC record',
    addMissing_spfMissing: 'Add an SPF record',
    findingsLabel: 'Problems found in {zone}',
    record: '{type} record {name}',
    zoneWide: 'Whole zone',
    column: 'Check',
    showAll: 'Show all {count} findings',
    countChecking: 'Checking…',
    countFailed: 'Not checked',
    countClean: 'No problems',
    countOf: 'Zone check of {zone}:',
    countErrors_one: '1 error',
    countErrors_other: '{count} errors',
    countWarnings_one: '1 warning',
    countWarnings_other: '{count} warnings',
    countNotes_one: '1 note',
    countNotes_other: '{count} notes',
  },
  sv: {
    cnameConflict:
      'Den här CNAME-posten delar namn med andra poster. En CNAME-post måste vara ensam om sitt namn, så resolvrar kan strunta i endera.',
    cnameAtApex:
      'En CNAME-post i zonens rot döljer zonens egna NS- och SOA-poster och förstör e-post och webbplatsen. Använd en ALIAS-post.',
    targetIsCname:
      'Den här pekar på ett namn som är en CNAME-post i zonen. E-postservrar och resolvrar förväntar sig ett namn med egna adressposter.',
    duplicateRecord: 'Zonen har exakt den här posten två gånger; ta bort den ena.',
    spfMultiple:
      'Det finns mer än en SPF-policy på det här namnet, så varje SPF-kontroll misslyckas och e-post kan avvisas. Slå ihop dem till en.',
    spfTooManyLookups:
      'SPF-policyn kräver {count} DNS-uppslag (include, a, mx, ptr, exists, redirect); fler än 10 gör att SPF-kontrollen misslyckas.',
    dmarcMalformed:
      'DMARC-posten är ogiltig: den ska börja med v=DMARC1; följt av p=none, quarantine eller reject, med varje tagg en gång.',
    dmarcMissing:
      'Zonen tar emot e-post (den har MX-poster) men saknar DMARC-post på _dmarc, så mottagare kan inte skilja förfalskad e-post från din.',
    spfMissing:
      'Zonen tar emot e-post (den har MX-poster) men publicerar ingen SPF-policy i roten, så vem som helst kan skicka i dess namn.',
    shadowedByDelegation:
      'Posten ligger under {delegation}, som är delegerad till andra namnservrar med NS-poster; resolvrar ser den aldrig.',
    privateAddress:
      'Adressen är privat eller reserverad för dokumentation, så besökare på internet når den inte.',
    lowTtl:
      'Postens TTL är {ttl} sekunder. MX- och NS-poster ändras sällan; under 300 sekunder ger bara fler uppslag och sämre tålighet.',
    longTxt:
      'Texten är {length} tecken lång. Den skickas som flera strängar om högst 255 tecken, som vissa läsare sätter ihop fel.',
    title: 'Zonkontroll',
    description:
      'Misstag som förstör e-post och webbplatser, kontrollerade i panelen. Zonlistan visar antalet fel och varningar för zonerna på den sida som visas.',
    clean: 'Inga problem hittades i zonen.',
    summary: '{errors}, {warnings}, {notes}',
    severity_error: 'Fel',
    severity_warning: 'Varning',
    severity_info: 'Anmärkning',
    explain: 'Varför?',
    fix: 'Åtgärda',
    fixLabel: 'Åtgärda {type}-posten {name}',
    addMissing_dmarcMissing: 'Lägg till en DMARC-post',
    addMissing_spfMissing: 'Lägg till en SPF-post',
    findingsLabel: 'Problem i {zone}',
    record: '{type}-posten {name}',
    zoneWide: 'Hela zonen',
    column: 'Kontroll',
    showAll: 'Visa alla {count} fynd',
    countChecking: 'Kontrollerar…',
    countFailed: 'Inte kontrollerad',
    countClean: 'Inga problem',
    countOf: 'Zonkontroll av {zone}:',
    countErrors_one: '1 fel',
    countErrors_other: '{count} fel',
    countWarnings_one: '1 varning',
    countWarnings_other: '{count} varningar',
    countNotes_one: '1 anmärkning',
    countNotes_other: '{count} anmärkningar',
  },
});
