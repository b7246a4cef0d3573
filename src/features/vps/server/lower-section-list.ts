/** The server page's sections under power, in page order, with the ids their links jump to. */
export const lowerSections = [
  { key: 'firmware', anchor: 'firmware' },
  { key: 'rebuild', anchor: 'rebuild' },
  { key: 'sshAccess', anchor: 'ssh-access' },
  { key: 'backups', anchor: 'backups' },
] as const;

export const lowerSectionAnchors = lowerSections.map(({ anchor }) => anchor);
