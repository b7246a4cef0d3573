import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resetNamespace } from '../mocks/state';
import { mockState, signInAs } from '../test/session';
import { createWebmailLogin, emailAccountsQuery, mailboxPathSegment } from './hosting-email';

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

  it('gives a fresh link each time', async () => {
    signInAs('owner');
    const first = await createWebmailLogin('acct_aurora01', 'eml_info01');
    const second = await createWebmailLogin('acct_aurora01', 'eml_info01');
    expect(first.loginUrl).not.toBe(second.loginUrl);
  });

  it.each([
    ['the Unicode address', 'info@malmö-cykel.se', 'info%40malm%C3%B6-cykel.se'],
    ['the punycode address', 'info@xn--malm-cykel-hcb.se', 'info%40xn--malm-cykel-hcb.se'],
    ['the email account ID', 'eml_cykel04', 'eml_cykel04'],
  ])('finds an IDN mailbox by %s', async (_how, mailbox, segment) => {
    signInAs('owner');
    await expect(createWebmailLogin('acct_aurora01', mailbox)).resolves.toMatchObject({
      singleUse: true,
    });
    expect(ssoPaths()).toEqual([
      `/api/v2/shared-hosting/acct_aurora01/email-accounts/${segment}/actions/sso`,
    ]);
  });

  it('answers 403 domain_not_owned for a mailbox on a domain the account does not host', async () => {
    signInAs('owner');
    await expect(createWebmailLogin('acct_aurora01', 'info@fjallstugan.nu')).rejects.toMatchObject({
      status: 403,
      code: 'domain_not_owned',
    });
  });

  it('answers 404 for an unknown mailbox on a hosted domain', async () => {
    signInAs('owner');
    await expect(
      createWebmailLogin('acct_aurora01', 'nobody@aurora-bakery.se'),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('answers 409 account_suspended on the suspended account', async () => {
    signInAs('owner');
    await expect(
      createWebmailLogin('acct_paused02', 'bokning@fjallstugan.nu'),
    ).rejects.toMatchObject({ status: 409, code: 'account_suspended' });
  });

  it('answers 409 account_not_eligible_cpanel on the previous platform, noting the free migration', async () => {
    signInAs('owner');
    await expect(
      createWebmailLogin('acct_legacy03', 'kontakt@gammal-butik.se'),
    ).rejects.toMatchObject({
      status: 409,
      code: 'account_not_eligible_cpanel',
      detail: expect.stringMatching(/free of charge/),
    });
  });

  it('answers 404 for the account of another customer', async () => {
    signInAs('owner');
    await expect(
      createWebmailLogin('acct_foreign99', 'someone@someone-else.example'),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('needs write:hosting: the support key gets 403 forbidden', async () => {
    signInAs('support');
    await expect(
      createWebmailLogin('acct_aurora01', 'info@aurora-bakery.se'),
    ).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('passes on 502 upstream_failed', async () => {
    signInAs('owner');
    resetNamespace('default', 'upstream-failing');
    await expect(
      createWebmailLogin('acct_aurora01', 'info@aurora-bakery.se'),
    ).rejects.toMatchObject({ status: 502, code: 'upstream_failed' });
  });
});
