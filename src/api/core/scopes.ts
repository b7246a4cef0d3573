/** Scopes named in the spec's Authentication section. */
export const scopes = [
  'read:domains',
  'write:domains',
  'read:dns',
  'write:dns',
  'read:cdn',
  'write:cdn',
  'read:vm',
  'write:vm',
  'write:storage',
  'rebuild:vm',
  'power:vm',
  'backup:vm',
  'read:hosting',
  'write:hosting',
  'console:services',
  'read:billing',
  'write:billing',
] as const;
export type Scope = (typeof scopes)[number];
