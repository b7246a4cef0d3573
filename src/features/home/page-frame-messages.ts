import { defineMessages } from '../../i18n/messages';

/** Title and description of the home; with the entry, so a cold start shows them at once. */
export const homeFrames = defineMessages({
  en: {
    title: 'Home',
    description: 'What needs your attention, your services at a glance and where you were.',
  },
  sv: {
    title: 'Hem',
    description:
      'Det som behöver din uppmärksamhet, dina tjänster i korthet och var du var senast.',
  },
});
