import { defineMessages } from '../../i18n/messages';

/** The account panel's words; they load with the panel. */
export const accountPanelMessages = defineMessages({
  en: {
    sessionKind: 'This session',
    sessionChanges: 'Can make changes',
    sessionChangesDetail: 'Changes are sent as far as the API key allows.',
    sessionSomeChanges: 'Can make some changes',
    sessionSomeChangesDetail: 'The API key has refused some changes; they are listed below.',
    sessionReadOnly: 'Read-only',
    sessionReadOnlyDetail: 'Every change is turned off and nothing is sent.',
  },
  sv: {
    sessionKind: 'Den här sessionen',
    sessionChanges: 'Kan göra ändringar',
    sessionChangesDetail: 'Ändringar skickas så långt API-nyckeln tillåter.',
    sessionSomeChanges: 'Kan göra vissa ändringar',
    sessionSomeChangesDetail: 'API-nyckeln har nekat vissa ändringar; de står nedan.',
    sessionReadOnly: 'Skrivskyddad',
    sessionReadOnlyDetail: 'Alla ändringar är avstängda och inget skickas.',
  },
});
