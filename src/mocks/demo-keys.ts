import type { Scope } from '../api/core/scopes';
import { scopes } from '../api/core/scopes';

export type DemoRole = 'owner' | 'support' | 'team';

export interface DemoKey {
  role: DemoRole;
  key: string;
  scopes: readonly Scope[];
  accountOwner: boolean;
}

const readScopes = scopes.filter(
  (scope) => scope.startsWith('read:') || scope === 'console:services',
);
const billingScopes: readonly Scope[] = ['read:billing', 'write:billing'];

/** The mock API's keys, shown on the sign-in screen in mock mode only. */
export const demoKeys: readonly DemoKey[] = [
  { role: 'owner', key: 'demo_owner_key', scopes, accountOwner: true },
  { role: 'support', key: 'demo_support_key', scopes: readScopes, accountOwner: false },
  {
    role: 'team',
    key: 'demo_team_key',
    scopes: scopes.filter((scope) => !billingScopes.includes(scope)),
    accountOwner: false,
  },
];
