import { deleteDnssecRecord, fetchDomainDnssec } from './dnssec';
import { mockState, signInAs } from '../../test/session';

describe('GET dnssec', () => {
  it('lists DS and KEY records with numbers, and the delete gate', async () => {
    signInAs('support');
    expect(await fetchDomainDnssec('dom_aurora01')).toEqual({
      domainId: 'dom_aurora01',
      dsRecords: [
        {
          id: 'dsr_aurora01',
          keyTag: 2371,
          algorithm: 13,
          digestType: 2,
          digest: expect.stringMatching(/^[0-9A-F]{64}$/),
        },
      ],
      keyRecords: [
        {
          id: 'dsr_aurora02',
          flags: 257,
          protocol: 3,
          algorithm: 13,
          publicKey: expect.any(String),
        },
      ],
      actions: { canDelete: { allowed: true, reason: null } },
    });
  });
});

describe('DELETE dnssec record', () => {
  it('removes a DS record (204); it is gone afterwards and the server saw a DELETE', async () => {
    signInAs('team');
    await deleteDnssecRecord('dom_nordic02', 'dsr_nordic02');
    expect(mockState().requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/v2/domains/dom_nordic02/dnssec/dsr_nordic02',
    });
    const after = await fetchDomainDnssec('dom_nordic02');
    expect(after.dsRecords.map((record) => record.id)).toEqual(['dsr_nordic01']);
    expect(after.keyRecords).toHaveLength(2);
  });
});
