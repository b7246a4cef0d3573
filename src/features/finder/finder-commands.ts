import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePageCommandList } from '../../components/finder/page-commands';
import { signOut } from '../../components/sign-out';
import type { Language } from '../../i18n/messages';
import { useLanguage, useMessages } from '../../i18n/use-messages';
import { chooseTheme, storedTheme, type Theme } from '../../lib/theme';
import { finderMessages } from './messages';
import { finderSynonyms } from './finder-synonyms';

export interface FinderCommand {
  key: string;
  group: 'pageActions' | 'pages' | 'preferences' | 'account';
  label: string;
  /** Shown instead of the label where it holds a name from the server. */
  content?: ReactNode;
  blocked: string | null;
  terms: string[];
  run: () => void;
}

type Key = keyof typeof finderMessages.en;

const pages: [Key, string][] = [
  ['pageHome', '/'],
  ['pageDomains', '/domains'],
  ['pageBulkDns', '/domains/bulk-dns'],
  ['pageDns', '/dns'],
  ['pageDnsSearch', '/dns/search'],
  ['pageCdn', '/cdn'],
  ['pageSecurity', '/cdn/security'],
  ['pageServers', '/vps'],
  ['pageSshKeys', '/vps/ssh-keys'],
  ['pageHosting', '/hosting'],
  ['pageBilling', '/billing'],
  ['pageRecipients', '/billing/recipients'],
  ['pageActivity', '/activity'],
];
const languageCommands: [Key, Language][] = [
  ['languageEnglish', 'en'],
  ['languageSwedish', 'sv'],
];
const themeCommands: [Key, Theme][] = [
  ['themeLight', 'light'],
  ['themeDark', 'dark'],
  ['themeSystem', 'system'],
];

/** The page's own actions first, then every page, then language and theme, then signing out. */
export function useFinderCommands(): FinderCommand[] {
  const t = useMessages(finderMessages);
  const { language: current, setLanguage } = useLanguage();
  // Only the choices that change something: not the language or theme already in use.
  const theme = storedTheme();
  const navigate = useNavigate();
  const pageActions = usePageCommandList();
  // The English and Swedish words both find a command, whatever the language shown.
  const terms = (key: Key) => [
    t(key),
    finderMessages.en[key],
    finderMessages.sv[key],
    ...(finderSynonyms[key] ?? []),
  ];
  /** One preference's choices, less the one in use. */
  function preferenceCommands<V extends string>(
    choices: [Key, V][],
    inUse: V,
    kind: string,
    choose: (value: V) => void,
  ): FinderCommand[] {
    return choices
      .filter(([, value]) => value !== inUse)
      .map(([label, value]) => ({
        key: `${kind}:${value}`,
        group: 'preferences',
        label: t(label),
        blocked: null,
        terms: terms(label),
        run: () => choose(value),
      }));
  }
  return [
    ...pageActions.map((command) => ({
      key: `action:${command.id}`,
      group: 'pageActions' as const,
      label: command.label,
      content: command.content,
      blocked: command.blocked,
      terms: [command.label],
      run: command.run,
    })),
    ...pages.map(([label, to]) => ({
      key: `page:${to}`,
      group: 'pages' as const,
      label: t(label),
      blocked: null,
      terms: terms(label),
      run: () => void navigate(to),
    })),
    ...preferenceCommands(languageCommands, current, 'language', setLanguage),
    ...preferenceCommands(themeCommands, theme, 'theme', chooseTheme),
    {
      key: 'account:sign-out',
      group: 'account',
      label: t('signOut'),
      blocked: null,
      terms: terms('signOut'),
      run: signOut,
    },
  ];
}
