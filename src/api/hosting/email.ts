import { allPagesQueryOptions, pageQueryOptions } from '../core/list-query';
import type { PageParams } from '../core/paging';
import { hostingKeys } from './hosting';
import { hostingAccountPath } from '../core/paths';
import { request } from '../core/http';
import { z } from '../core/z';

export const emailAccountSchema = z.object({
  id: z.string(),
  address: z.string(),
  quotaMb: z.nullish(z.number()),
  usedMb: z.nullish(z.number()),
});
export type EmailAccount = z.infer<typeof emailAccountSchema>;

export const webmailLoginLinkSchema = z.object({
  loginUrl: z.string(),
  expiresAt: z.nullable(z.string()),
  singleUse: z.boolean(),
});
export type WebmailLoginLink = z.infer<typeof webmailLoginLinkSchema>;

/**
 * A mailbox address as one path segment: the Unicode form as typed (NFC, so a decomposed "ö"
 * is the same mailbox), percent-encoded whole, so "@", "+" and "/" never split the path.
 */
export function mailboxPathSegment(address: string): string {
  return encodeURIComponent(address.normalize('NFC'));
}

export const emailAccountsQuery = (accountId: string, params: PageParams = {}) =>
  pageQueryOptions(
    hostingKeys.emailAccounts(accountId),
    `${hostingAccountPath(accountId)}/email-accounts`,
    emailAccountSchema,
    params,
  );

export const emailAccountPagesQuery = (accountId: string) =>
  allPagesQueryOptions(
    hostingKeys.emailAccounts(accountId),
    `${hostingAccountPath(accountId)}/email-accounts`,
    emailAccountSchema,
  );

/**
 * Asks for a one-time webmail login URL for one mailbox (address or email account ID). The URL is
 * a credential: open it at once, never keep, show or log it.
 */
export function createWebmailLogin(accountId: string, mailbox: string, signal?: AbortSignal) {
  return request(webmailLoginLinkSchema, {
    method: 'POST',
    path: `${hostingAccountPath(accountId)}/email-accounts/${mailboxPathSegment(mailbox)}/actions/sso`,
    signal,
  });
}
