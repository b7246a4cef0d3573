import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resetNamespace } from '../../mocks/state';
import { mockState, signInAs } from '../../test/session';
import { createWebmailLogin, emailAccountsQuery, mailboxPathSegment } from './email';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const ssoPaths = () =>
  mockState()
    .requests.filter((request) => request.method === 'POST')
    .map((request) => request.path);

describe('mailboxPathSegment', () => {
  it('percent-encodes the Unicode address as one segment', () => {
    expect(mailboxPathSegment('info@malmö-cykel.se')).toBe('info%40malm%C3%B6-cykel.se');
    expect(mailboxPathSegment('a+b/c?d#e@example.se')).toBe('a%2Bb%2Fc%3Fd%23e%40example.se');
  });

  it('treats a decomposed ö like the composed one', () => {
    expect(mailboxPathSegment('info@malmo\u0308-cykel.se')).toBe(
      mailboxPathSegment('info@malmö-cykel.se'),
    );
  });

  it('always decodes back to the (NFC) address and never contains a path or query separator', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme', minLength: 1 }),
        (local, domain) => {
          const address = `${local}@${domain}`;
          const segment = mailboxPathSegment(address);
          expect(segment).not.toMatch(/[/?#@]/);
          expect(decodeURIComponent(segment)).toBe(address.normalize('NFC'));
        },
      ),
    );
  });
});

describe('email accounts list', () => {
  it('lists the mailboxes of the account, IDN addresses in Unicode', async () => {
    signInAs('support');
    const page = await client().fetchQuery(emailAccountsQuery('acct_aurora01'));
    expect(page.data.map((mailbox) => mailbox.address)).toEqual([
      'info@aurora-bakery.se',
      'bestallning@aurora-bakery.se',
      'hej@kaffekoppen.se',
      'info@malmö-cykel.se',
    ]);
    expect(page.data[0]).toMatchObject({ quotaMb: 2048, usedMb: 1432 });
  });
});

describe('createWebmailLogin', () => {
  it('answers a single-use https link with a token in the query and an expiry', async () => {
    signInAs('owner');
    const link = await createWebmailLogin('acct_aurora01', 'info@aurora-bakery.se');
    const url = new URL(link.loginUrl);
    expect(url.protocol).toBe('https:');
    expect([...url.searchParams.values()].join('')).toMatch(/^[0-9a-f]{48}$/);
    expect(link.singleUse).toBe(true);
    expect(Date.parse(link.expiresAt ?? '')).toBeGreaterThan(Date.now());
    expect(ssoPaths()).toEqual([
      '/api/v2/shared-hosting/acct_aurora01/email-accounts/info%40aurora-bakery.se/actions/sso',
    ]);
  });

  it('passes on 502 upstream_failed', async () => {
    signInAs('owner');
    resetNamespace('default', 'upstream-failing');
    await expect(
      createWebmailLogin('acct_aurora01', 'info@aurora-bakery.se'),
    ).rejects.toMatchObject({ status: 502, code: 'upstream_failed' });
  });
});
