import { defineMessages } from '../i18n/messages';

/** The demo keys panel's words: only a build on the mock API shows it (demo-keys-panel.tsx). */
export const demoKeysMessages = defineMessages({
  en: {
    demoKeysTitle: 'Demo keys (mock API)',
    demoKeysIntro: 'This build runs against the built-in mock API. Use one of these keys:',
    demoOwner: 'Account owner: all permissions',
    demoSupport: 'Support: read-only permissions',
    demoTeam: 'Team member: no billing permissions',
    useKey: 'Use this key',
  },
  sv: {
    demoKeysTitle: 'Demonycklar (mock-API)',
    demoKeysIntro: 'Den här versionen kör mot det inbyggda mock-API:t. Använd en av nycklarna:',
    demoOwner: 'Kontoägare: alla behörigheter',
    demoSupport: 'Support: endast läsbehörigheter',
    demoTeam: 'Teammedlem: inga faktureringsbehörigheter',
    useKey: 'Använd nyckeln',
  },
});
