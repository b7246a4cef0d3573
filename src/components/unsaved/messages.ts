import { defineMessages } from '../../i18n/messages';

/** Strings of the save bar and the question before leaving unsaved changes. */
export const unsavedMessages = defineMessages({
  en: {
    oneChange: '1 change: {names}',
    manyChanges: '{count} changes: {names}',
    noUnsavedChanges: 'No unsaved changes.',
    discardChanges: 'Discard changes',
    leaveTitle: 'Leave without saving?',
    leaveBody: 'You have unsaved changes ({summary}). If you leave this page now they are lost.',
    leaveConfirm: 'Leave and discard',
    stay: 'Stay on this page',
  },
  sv: {
    oneChange: '1 ändring: {names}',
    manyChanges: '{count} ändringar: {names}',
    noUnsavedChanges: 'Inga osparade ändringar.',
    discardChanges: 'Ångra ändringarna',
    leaveTitle: 'Lämna utan att spara?',
    leaveBody: 'Du har osparade ändringar ({summary}). Lämnar du sidan nu går de förlorade.',
    leaveConfirm: 'Lämna och släng ändringarna',
    stay: 'Stanna kvar',
  },
});
