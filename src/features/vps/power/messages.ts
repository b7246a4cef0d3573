import { defineMessages } from '../../../i18n/messages';

export const powerMessages = defineMessages({
  en: {
    title: 'Power',
    description: 'Shut the server down cleanly, or cut the power when it no longer responds.',
    shutdown: 'Shut down',
    shutdownTitle: 'Shut down {name}?',
    shutdownBody:
      'The operating system is asked to shut down cleanly. Everything running on {name} stops until the server is started again.',
    forceLabel: 'Cut the power if the server does not respond',
    forceHint: 'Only when a clean shutdown hangs. Unsaved data in the server can be lost.',
    stop: 'Force stop',
    stopTitle: 'Force stop {name}?',
    stopBody:
      'The power is cut at once, like pulling the plug. The operating system gets no chance to save anything, so data that was not yet written to disk is lost.',
    stopConfirm: 'Cut the power',
    shutdownCommand: 'Shut down {name}…',
    stopCommand: 'Force stop {name}…',
  },
  sv: {
    title: 'Ström',
    description:
      'Stäng av servern på ett ordnat sätt, eller bryt strömmen när den inte längre svarar.',
    shutdown: 'Stäng av',
    shutdownTitle: 'Stänga av {name}?',
    shutdownBody:
      'Operativsystemet ombeds stänga av på ett ordnat sätt. Allt som körs på {name} stannar tills servern startas igen.',
    forceLabel: 'Bryt strömmen om servern inte svarar',
    forceHint:
      'Bara när en ordnad avstängning hänger sig. Osparade data i servern kan gå förlorade.',
    stop: 'Tvångsstoppa',
    stopTitle: 'Tvångsstoppa {name}?',
    stopBody:
      'Strömmen bryts direkt, som när man drar ur sladden. Operativsystemet hinner inte spara något, så data som ännu inte skrivits till disken går förlorade.',
    stopConfirm: 'Bryt strömmen',
    shutdownCommand: 'Stäng av {name}…',
    stopCommand: 'Tvångsstoppa {name}…',
  },
});
