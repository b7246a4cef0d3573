import { defineMessages } from '../../i18n/messages';

/** Title and description of the activity page; with the entry, so a cold start shows them. */
export const activityFrames = defineMessages({
  en: {
    title: 'Activity',
    description:
      'Every change sent from this panel on this device, newest first. It is kept on this device only.',
  },
  sv: {
    title: 'Aktivitet',
    description:
      'Alla ändringar som skickats från panelen på den här enheten, senaste först. Loggen sparas bara på den här enheten.',
  },
});
