import { defineMessages } from '../../../i18n/messages';

export const nameserverMessages = defineMessages({
  en: {
    title: 'Nameservers',
    description:
      'The servers that answer DNS questions for this domain, as registered at the registry.',
    tableLabel: 'Current nameservers',
    hostname: 'Nameserver',
    glue: 'Glue IP',
    noGlue: 'Not needed',
    managed: 'Our managed nameservers',
    external: 'External nameservers',
    change: 'Change nameservers',
    busy: 'A nameserver change is still running.',
    lockTitle: 'Registry lock is on',
    lockHelp:
      'The registry refuses nameserver changes while the lock is on. Removing the lock needs support: this panel cannot do it. Contact support with the details below; the lock goes back on when the change is done.',
    formTitle: 'New nameservers',
    formHelp:
      'Enter at least two nameservers. Empty rows are ignored. A nameserver inside this domain (such as ns1.{domain}) needs its IP address as glue.',
    hostnameLabel: 'Nameserver {number}',
    glueLabel: 'Glue IP for nameserver {number}',
    glueHint:
      'IPv4 or IPv6 address of {name}. The registry publishes it because the nameserver lies inside this domain.',
    addRow: 'Add a nameserver',
    remove: 'Remove',
    removeRow: 'Remove nameserver {number}',
    useManaged: 'Use our nameservers',
    managedNotice:
      'These are our managed nameservers. The switch runs in the background: a DNS zone check is queued first, and the change is final when the job completes.',
    save: 'Save nameservers',
    cancel: 'Cancel',
    savedTitle: 'Nameservers of {name} saved',
    savedDetail:
      'The registry has been asked to publish them; resolvers may keep the old ones for up to 48 hours.',
    switchTitle: 'Switch {name} to managed nameservers',
    switchStarted: 'The switch of {name} to our nameservers has started',
    switchStartedDetail:
      'Its progress is shown under Nameservers; the change is final when it is done.',
    invalid_hostname: 'Not a valid hostname.',
    ip_as_hostname: 'Enter a hostname here; the IP address goes in the glue field.',
    not_fully_qualified: 'Enter the full hostname, such as ns1.example.com.',
    duplicate: 'This nameserver is already listed.',
    too_few: 'Enter at least two nameservers.',
    too_many: 'Registries take at most 13 nameservers.',
    invalid_ip: 'Not a valid IPv4 or IPv6 address.',
    glue_without_hostname: 'Enter the nameserver for this glue address.',
    glue_required: 'This nameserver lies inside the domain, so it needs a glue IP address.',
    switchDone: 'The switch of {name} to our nameservers is done',
    switchDoneDetail: 'Resolvers may keep the old ones for up to 48 hours.',
    copyLockDetails: 'Copy details for support',
    hostnameHint:
      'A full hostname from your DNS provider, such as ns1.example.com. A wrong one makes the domain stop working once the registry has the change.',
  },
  sv: {
    title: 'Namnservrar',
    description:
      'Servrarna som svarar på DNS-frågor för domänen, så som de är registrerade hos registret.',
    tableLabel: 'Nuvarande namnservrar',
    hostname: 'Namnserver',
    glue: 'Glue-IP',
    noGlue: 'Behövs inte',
    managed: 'Våra hanterade namnservrar',
    external: 'Externa namnservrar',
    change: 'Byt namnservrar',
    busy: 'Ett byte av namnservrar pågår fortfarande.',
    lockTitle: 'Registerlåset är på',
    lockHelp:
      'Registret tar inte emot byten av namnservrar medan låset är på. Att ta bort låset kräver supporten: det går inte att göra i panelen. Kontakta supporten med uppgifterna nedan; låset slås på igen när bytet är klart.',
    formTitle: 'Nya namnservrar',
    formHelp:
      'Ange minst två namnservrar. Tomma rader hoppas över. En namnserver inuti domänen (som ns1.{domain}) behöver sin IP-adress som glue.',
    hostnameLabel: 'Namnserver {number}',
    glueLabel: 'Glue-IP för namnserver {number}',
    glueHint:
      'IPv4- eller IPv6-adress för {name}. Registret publicerar den eftersom namnservern ligger inuti domänen.',
    addRow: 'Lägg till en namnserver',
    remove: 'Ta bort',
    removeRow: 'Ta bort namnserver {number}',
    useManaged: 'Använd våra namnservrar',
    managedNotice:
      'Det här är våra hanterade namnservrar. Bytet körs i bakgrunden: först köas en kontroll av DNS-zonen, och bytet är klart när jobbet är slutfört.',
    save: 'Spara namnservrar',
    cancel: 'Avbryt',
    savedTitle: 'Namnservrarna för {name} är sparade',
    savedDetail:
      'Registret har ombetts att publicera dem; resolvrar kan använda de gamla i upp till 48 timmar.',
    switchTitle: 'Byt {name} till hanterade namnservrar',
    switchStarted: 'Bytet av {name} till våra namnservrar har startat',
    switchStartedDetail:
      'Förloppet visas under Namnservrar; bytet är slutgiltigt när det är klart.',
    invalid_hostname: 'Inte ett giltigt värdnamn.',
    ip_as_hostname: 'Ange ett värdnamn här; IP-adressen hör hemma i glue-fältet.',
    not_fully_qualified: 'Ange hela värdnamnet, till exempel ns1.example.com.',
    duplicate: 'Den här namnservern finns redan i listan.',
    too_few: 'Ange minst två namnservrar.',
    too_many: 'Registren tar emot högst 13 namnservrar.',
    invalid_ip: 'Inte en giltig IPv4- eller IPv6-adress.',
    glue_without_hostname: 'Ange namnservern som glue-adressen hör till.',
    glue_required: 'Namnservern ligger inuti domänen och behöver därför en glue-IP-adress.',
    switchDone: 'Bytet av {name} till våra namnservrar är klart',
    switchDoneDetail: 'Resolvrar kan använda de gamla i upp till 48 timmar.',
    copyLockDetails: 'Kopiera uppgifter till supporten',
    hostnameHint:
      'Ett fullständigt värdnamn från din DNS-leverantör, till exempel ns1.example.com. Ett felaktigt namn gör att domänen slutar fungera när registret har fått ändringen.',
  },
});
