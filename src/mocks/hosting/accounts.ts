import type { ActionGate } from '../../api/core/common';
import type { HostingAccount } from '../../api/hosting/hosting';
import { closedGate, openGate } from '../gates';
import { notFound } from '../problem';
import type { MockState } from '../state';
import type { MockHostingAccount } from './data';

export function findAccount(
  state: MockState,
  id: string | readonly string[] | undefined,
): MockHostingAccount | undefined {
  return state.hosting.accounts.find((account) => account.id === id && !account.foreign);
}

/** The account or a thrown 404: accounts of other customers are not found either. */
export function requireAccount(
  state: MockState,
  request: Request,
  id: string | readonly string[] | undefined,
): MockHostingAccount {
  const account = findAccount(state, id);
  if (!account) throw notFound(new URL(request.url).pathname);
  return account;
}

export function presentAccount(account: MockHostingAccount): HostingAccount {
  const { foreign: _foreign, serverHostname: _serverHostname, ...fields } = account;
  return fields;
}

const notEligible = closedGate(
  'account_not_eligible_cpanel',
  'This account is on our previous hosting platform, which does not offer this. Support moves it to the current platform free of charge.',
);
const suspended = closedGate(
  'account_suspended',
  'This hosting account is suspended. Pay any overdue invoice or contact support to reactivate it.',
);

/**
 * What stops cPanel-backed actions on the account, as a gate: the previous platform has no
 * cPanel at all, and a suspended account accepts no changes. Mail settings only need cPanel.
 */
export function accountGate(
  account: MockHostingAccount,
  needs: { active: boolean } = { active: true },
): ActionGate {
  if (account.platform !== 'cpanel') return notEligible;
  if (needs.active && account.status !== 'active') return suspended;
  return openGate;
}
