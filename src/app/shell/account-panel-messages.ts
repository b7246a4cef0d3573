import { defineMessages } from '../../i18n/messages';

/** The account panel's words; they load with the panel. */
export const accountPanelMessages = defineMessages({
  en: {
    sessionKind: 'This session',
    sessionFullAccess: 'Full access',
    sessionFullAccessDetail: 'Changes are sent as the API key allows.',
    sessionReadOnly: 'Read-only',
    sessionReadOnlyDetail: 'Every change is turned off and nothing is sent.',
  },
  sv: {
    sessionKind: 'Den här sessionen',
    sessionFullAccess: 'Full åtkomst',
    sessionFullAccessDetail: 'Ändringar skickas så långt API-nyckeln tillåter.',
    sessionReadOnly: 'Skrivskyddad',
    sessionReadOnlyDetail: 'Alla ändringar är avstängda och inget skickas.',
  },
});
