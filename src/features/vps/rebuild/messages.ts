import { defineMessages } from '../../../i18n/messages';

export const rebuildMessages = defineMessages({
  en: {
    title: 'Rebuild',
    description: 'Reinstall the server from a clean operating system image.',
    warning:
      'A rebuild erases everything on the server’s disk: files, databases and settings. Take or check a backup first.',
    open: 'Rebuild…',
    dialogTitle: 'Rebuild {name}?',
    dialogBody:
      'Everything on {name} is erased and the chosen operating system is installed from a clean image. This cannot be undone.',
    confirm: 'Erase and rebuild',
    template: 'Operating system',
    chooseTemplate: 'Choose an operating system',
    templateRequired: 'Choose an operating system.',
    templatesLoading: 'Loading operating systems…',
    clearSshKeys: 'Do not install the account’s SSH keys',
    clearSshKeysHint:
      'Without keys you log in with the password from the rebuild e-mail or the console.',
    templateHint:
      'The system installed on the erased disk. Pick one your software supports; the newest Debian or Ubuntu LTS is a common choice.',
  },
  sv: {
    title: 'Återskapa',
    description: 'Installera om servern från en ren operativsystemsavbild.',
    warning:
      'En återskapning raderar allt på serverns disk: filer, databaser och inställningar. Ta eller kontrollera en säkerhetskopia först.',
    open: 'Återskapa…',
    dialogTitle: 'Återskapa {name}?',
    dialogBody:
      'Allt på {name} raderas och det valda operativsystemet installeras från en ren avbild. Det går inte att ångra.',
    confirm: 'Radera och återskapa',
    template: 'Operativsystem',
    chooseTemplate: 'Välj ett operativsystem',
    templateRequired: 'Välj ett operativsystem.',
    templatesLoading: 'Laddar operativsystem…',
    clearSshKeys: 'Installera inte kontots SSH-nycklar',
    clearSshKeysHint:
      'Utan nycklar loggar du in med lösenordet från återskapningsmejlet eller via konsolen.',
    templateHint:
      'Systemet som installeras på den raderade disken. Välj ett som din programvara stöder; senaste Debian eller Ubuntu LTS är ett vanligt val.',
  },
});
