import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/session';
import { mailSettingsQuery } from '../../api/hosting/mail-settings';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const fetchSettings = (accountId: string, domain: string) =>
  client().fetchQuery(mailSettingsQuery(accountId, domain));

describe('mail client settings', () => {
  it.each(['kaffekoppen.se', 'aurora-bakery.com', 'shop.aurora-bakery.se'])(
    'answers for the addon, parked or sub domain %s',
    async (domain) => {
      signInAs('owner');
      await expect(fetchSettings('acct_aurora01', domain)).resolves.toMatchObject({
        alternativeHostname: `mail.${domain}`,
      });
    },
  );

  it.each(['malmö-cykel.se', 'xn--malm-cykel-hcb.se'])(
    'accepts the IDN domain written as %s',
    async (domain) => {
      signInAs('owner');
      const settings = await fetchSettings('acct_aurora01', domain);
      expect(settings.domain).toBe('malmö-cykel.se');
      expect(settings.alternativeHostname).toBe('mail.xn--malm-cykel-hcb.se');
    },
  );

  it('answers 403 domain_not_owned for a domain the account does not host', async () => {
    signInAs('owner');
    await expect(fetchSettings('acct_aurora01', 'fjallstugan.nu')).rejects.toMatchObject({
      status: 403,
      code: 'domain_not_owned',
    });
  });

  it('answers 409 account_not_eligible_cpanel on the previous platform', async () => {
    signInAs('owner');
    await expect(fetchSettings('acct_legacy03', 'gammal-butik.se')).rejects.toMatchObject({
      status: 409,
      code: 'account_not_eligible_cpanel',
    });
  });

  it('still answers for a suspended account, whose mail clients need the settings all the same', async () => {
    signInAs('owner');
    await expect(fetchSettings('acct_paused02', 'fjallstugan.nu')).resolves.toMatchObject({
      domain: 'fjallstugan.nu',
    });
  });

  it('answers 400 invalid_request pointing at domain when it is empty', async () => {
    signInAs('owner');
    await expect(fetchSettings('acct_aurora01', '')).rejects.toMatchObject({
      status: 400,
      fieldErrors: [expect.objectContaining({ field: 'domain' })],
    });
  });

  it('is readable with the support key (read:hosting and console:services)', async () => {
    signInAs('support');
    await expect(fetchSettings('acct_aurora01', 'aurora-bakery.se')).resolves.toMatchObject({
      domain: 'aurora-bakery.se',
    });
  });
});
