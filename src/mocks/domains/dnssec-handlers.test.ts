import { fetchDomain } from '../../api/domains/domains';
import { deleteDnssecRecord, fetchDomainDnssec } from '../../api/domains/dnssec';
import { signInAs } from '../../test/session';

describe('GET dnssec', () => {
  it('answers empty lists for an unsigned domain', async () => {
    signInAs('owner');
    expect(await fetchDomainDnssec('dom_kaffe03')).toMatchObject({ dsRecords: [], keyRecords: [] });
  });

  it('answers 404 for a domain of another account', async () => {
    signInAs('owner');
    await expect(fetchDomainDnssec('dom_foreign99')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});

describe('DELETE dnssec record', () => {
  it('removes a KEY record the same way', async () => {
    signInAs('owner');
    await deleteDnssecRecord('dom_aurora01', 'dsr_aurora02');
    expect(await fetchDomainDnssec('dom_aurora01')).toMatchObject({
      keyRecords: [],
      dsRecords: [{ id: 'dsr_aurora01' }],
    });
  });

  it('answers 404 for a record that is not on this domain, including one already deleted', async () => {
    signInAs('owner');
    await expect(deleteDnssecRecord('dom_aurora01', 'dsr_nordic01')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    await deleteDnssecRecord('dom_aurora01', 'dsr_aurora01');
    await expect(deleteDnssecRecord('dom_aurora01', 'dsr_aurora01')).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteDnssecRecord('dom_foreign99', 'dsr_foreign01')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('refuses with 409 and the gate on a domain that is not active', async () => {
    signInAs('owner');
    expect((await fetchDomain('dom_gammal06')).actions?.canManageDnssec?.allowed).toBe(false);
    await expect(deleteDnssecRecord('dom_gammal06', 'dsr_gammal01')).rejects.toMatchObject({
      status: 409,
      code: 'domain_not_active',
      actions: { canDelete: { allowed: false } },
    });
    expect((await fetchDomainDnssec('dom_gammal06')).dsRecords).toHaveLength(1);
  });

  it('needs write:domains: the support key gets 403 and nothing is deleted', async () => {
    signInAs('support');
    await expect(deleteDnssecRecord('dom_aurora01', 'dsr_aurora01')).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect((await fetchDomainDnssec('dom_aurora01')).dsRecords).toHaveLength(1);
  });
});
