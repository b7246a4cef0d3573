import { QueryClient } from '@tanstack/react-query';
import { domainListQuery, fetchDomain } from '../../api/domains/domains';
import { resetNamespace } from '../state';
import { signInAs } from '../../test/session';

const fetchPage = (params: Parameters<typeof domainListQuery>[0] = {}) =>
  new QueryClient().fetchQuery(domainListQuery(params));

describe('domain list and detail', () => {
  it("lists the account's own domains only", async () => {
    signInAs('support');
    const page = await fetchPage();
    expect(page.data.map((domain) => domain.id)).not.toContain('dom_foreign99');
    expect(page.data).toHaveLength(8);
    expect(page.hasMore).toBe(false);
  });

  it('has nothing in an empty account', async () => {
    resetNamespace('default', 'empty-account');
    signInAs('owner');
    expect((await fetchPage()).data).toEqual([]);
  });

  it('shows gates computed from state on the detail', async () => {
    signInAs('owner');
    expect((await fetchDomain('dom_nordic02')).actions).toMatchObject({
      canChangeNameservers: { allowed: false, code: 'registry_lock_unlock_required' },
      canRespondToRenewal: { allowed: false },
      canManageDnssec: { allowed: true },
    });
    expect((await fetchDomain('dom_aurora01')).actions?.canRespondToRenewal?.allowed).toBe(true);
    await expect(fetchDomain('dom_foreign99')).rejects.toMatchObject({ status: 404 });
  });
});
