import type { finderMessages } from './messages';

type Key = keyof typeof finderMessages.en;

/**
 * Other words people type for a page or command, in both languages whatever the one shown: the
 * words other panels use ("droplets", "log out") and the everyday ones ("journal", "mörkt läge").
 * Only matching reads them; what is shown is the command's own label.
 */
export const finderSynonyms: Partial<Record<Key, readonly string[]>> = {
  pageBulkDns: ['bulk DNS', 'bulk changes', 'DNS i klump', 'massändring'],
  pageServers: ['VPS', 'virtual machines', 'instances', 'droplets', 'virtuella servrar'],
  pageSshKeys: ['public keys', 'publika nycklar'],
  pageHosting: ['web hosting', 'cPanel', 'Plesk', 'webbhotell'],
  pageBilling: ['billing', 'payments', 'fakturering', 'betalningar'],
  pageRecipients: ['invoice copies', 'billing email', 'fakturakopior'],
  pageSecurity: ['WAF', 'firewall', 'attacks', 'bots', 'brandvägg', 'attacker'],
  pageActivity: ['journal', 'history', 'audit log', 'undo', 'historik', 'logg', 'ångra'],
  themeDark: ['dark mode', 'night mode', 'mörkt läge'],
  themeLight: ['light mode', 'ljust läge'],
  signOut: ['log out', 'logout', 'log off', 'logga av', 'utloggning'],
};
