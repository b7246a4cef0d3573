import { http, HttpResponse } from 'msw';
import type { EmailAccount, WebmailLoginLink } from '../../api/hosting/email';
import { api, authorize } from '../context';
import { paged } from '../paging';
import { notFound, problem } from '../problem';
import type { MockState } from '../state';
import { accountGate, requireAccount } from './accounts';
import type { MockHostingAccount } from './data';
import { hostedDomain } from './domain-names';
import type { MockEmailAccount } from './email-data';

const LOGIN_LINK_LIFETIME_MS = 2 * 60 * 1000;

const present = ({ id, address, quotaMb, usedMb }: MockEmailAccount): EmailAccount => ({
  id,
  address,
  quotaMb,
  usedMb,
});

function oneTimeToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

type MailboxLookup = { mailbox: MockEmailAccount } | { error: Response };

/** `address` is a mailbox ID or an address whose domain may be Unicode or punycode. */
function findMailbox(
  state: MockState,
  account: MockHostingAccount,
  address: string,
  instance: string,
): MailboxLookup {
  const mailboxes = state.hosting.emailAccounts.filter(
    (mailbox) => mailbox.accountId === account.id,
  );
  const byId = mailboxes.find((mailbox) => mailbox.id === address);
  if (byId) return { mailbox: byId };
  const noSuchMailbox = {
    error: notFound(instance, 'not_found', 'No such mailbox on this account.'),
  };
  const at = address.lastIndexOf('@');
  if (at <= 0) return noSuchMailbox;
  const domain = hostedDomain(account, address.slice(at + 1));
  if (!domain) {
    return {
      error: problem({
        status: 403,
        code: 'domain_not_owned',
        detail: "The mailbox's domain is not hosted on this account.",
        instance,
      }),
    };
  }
  const local = address.slice(0, at).toLowerCase();
  const mailbox = mailboxes.find((candidate) => {
    const candidateAt = candidate.address.lastIndexOf('@');
    return (
      candidate.address.slice(0, candidateAt).toLowerCase() === local &&
      hostedDomain(account, candidate.address.slice(candidateAt + 1)) === domain
    );
  });
  return mailbox ? { mailbox } : noSuchMailbox;
}

export const emailHandlers = [
  http.get(api('/api/v2/shared-hosting/:accountId/email-accounts'), ({ request, params }) => {
    const { state } = authorize(request, ['read:hosting']);
    const account = requireAccount(state, request, params.accountId);
    return paged(
      state.hosting.emailAccounts
        .filter((mailbox) => mailbox.accountId === account.id)
        .map(present),
      request,
    );
  }),

  // The link is made per request and never kept: it is a credential for the mailbox.
  http.post(
    api('/api/v2/shared-hosting/:accountId/email-accounts/:address/actions/sso'),
    ({ request, params }) => {
      const { state } = authorize(request, ['console:services', 'write:hosting']);
      const account = requireAccount(state, request, params.accountId);
      const instance = new URL(request.url).pathname;
      const gate = accountGate(account);
      if (!gate.allowed)
        return problem({
          status: 409,
          code: gate.code ?? 'conflict',
          detail: gate.reason ?? '',
          instance,
        });
      const lookup = findMailbox(state, account, String(params.address), instance);
      if ('error' in lookup) return lookup.error;
      const body: WebmailLoginLink = {
        loginUrl: `https://${account.serverHostname}:2096/webmail/login/?session=${oneTimeToken()}`,
        expiresAt: new Date(Date.now() + LOGIN_LINK_LIFETIME_MS).toISOString(),
        singleUse: true,
      };
      return HttpResponse.json(body);
    },
  ),
];
