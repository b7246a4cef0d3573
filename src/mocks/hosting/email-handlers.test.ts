import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { createWebmailLogin } from '../../api/hosting/email';

const ssoPaths = () =>
  mockState()
    .requests.filter((request) => request.method === 'POST')
    .map((request) => request.path);

describe('createWebmailLogin', () => {
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
});
