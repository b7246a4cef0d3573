import { describe, expect, it } from 'vitest';
import { resetMockState } from '../state';
import { failure, pollJob } from '../../test/api';
import { fetchZone, recordNamed, recordsOfZone } from '../../test/dns-zone';
import { mockState, signInAs } from '../../test/session';
import type { DnsRecordInput } from '../../api/dns/record-input';
import { bulkDnsSkippedDomains, queueBulkDns, type BulkDnsBody } from '../../api/domains/bulk-dns';

const verifyTxt = { type: 'TXT', name: '_verify', value: 'token-42' } as const;

const add = (domainNames: string[], records: DnsRecordInput[]): BulkDnsBody => ({
  action: 'add',
  domainNames,
  records,
});

describe('queueBulkDns', () => {
  it('replaces the records of the same type and name on update', async () => {
    signInAs('owner');
    const accepted = await queueBulkDns({
      action: 'update',
      domainNames: ['nordicfjord.com'],
      records: [{ type: 'A', name: '@', value: '192.0.2.99' }],
    });
    await pollJob(accepted.operation.pollUrl ?? '');
    const roots = (await fetchZone('zone_nordic02')).records.filter(
      (record) => record.type === 'A' && record.name === 'nordicfjord.com',
    );
    expect(roots.map((record) => record.value)).toEqual(['192.0.2.99']);
  });

  it('deletes every record of a type on delete by_type', async () => {
    signInAs('owner');
    const accepted = await queueBulkDns({
      action: 'delete',
      domainNames: ['aurora-bakery.se', 'granit-it.se'],
      deleteType: 'by_type',
      recordType: 'CAA',
    });
    expect(accepted.action).toBe('delete');
    await pollJob(accepted.operation.pollUrl ?? '');
    for (const zoneId of ['zone_aurora01', 'zone_granit07']) {
      expect(
        recordsOfZone(await fetchZone(zoneId)).filter((text) => text.startsWith('CAA')),
      ).toEqual([]);
    }
  });

  it('skips zones that cannot take the change and says so in the job result', async () => {
    signInAs('owner');
    const accepted = await queueBulkDns(
      add(
        ['aurora-bakery.se', 'kaffekoppen.se', 'studio-lindqvist.net'],
        [{ type: 'MX', name: '@', value: 'mx.newmail.example', priority: 1 }],
      ),
    );
    expect(accepted.domainsQueued).toBe(3);
    const kaffeBefore = recordsOfZone(await fetchZone('zone_kaffe03'));
    const done = (await pollJob(accepted.operation.pollUrl ?? '')).at(-1);
    expect(bulkDnsSkippedDomains(done?.result)).toEqual([
      {
        domainName: 'kaffekoppen.se',
        code: 'mx_record_blocked_email_forwarding',
        detail: expect.any(String),
      },
      {
        domainName: 'studio-lindqvist.net',
        code: 'dns_zone_not_found',
        detail: expect.any(String),
      },
    ]);
    expect(recordsOfZone(await fetchZone('zone_kaffe03'))).toEqual(kaffeBefore);
    expect(recordsOfZone(await fetchZone('zone_aurora01'))).toContain('MX @ mx.newmail.example');
  });

  it('rejects the whole batch with a pointer per domain that is not on the account', async () => {
    signInAs('owner');
    const error = await failure(
      queueBulkDns(
        add(['aurora-bakery.se', 'someone-else.example', 'never-registered.se'], [verifyTxt]),
      ),
    );
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(error.fieldErrors.map((item) => [item.pointer, item.code])).toEqual([
      ['/domainNames/1', 'domain_not_owned'],
      ['/domainNames/2', 'domain_not_owned'],
    ]);
    expect(mockState().jobs.size).toBe(0);
  });

  it('answers 400 with pointers for a body that breaks the record rules', async () => {
    signInAs('owner');
    const error = await failure(
      queueBulkDns(add(['aurora-bakery.se'], [{ type: 'SPF', name: '@', value: '"v=spf1 -all"' }])),
    );
    expect(error.fieldErrors.map((item) => [item.pointer, item.code])).toEqual([
      ['/records/0/value', 'valueQuoted'],
    ]);
  });

  it('answers 403 to the read-only support key', async () => {
    signInAs('support');
    const error = await failure(queueBulkDns(add(['aurora-bakery.se'], [verifyTxt])));
    expect(error).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('leaves the zones alone when the job fails', async () => {
    resetMockState('job-failing');
    signInAs('owner');
    const accepted = await queueBulkDns(add(['fjallstugan.nu'], [verifyTxt]));
    const done = (await pollJob(accepted.operation.pollUrl ?? '')).at(-1);
    expect(done).toMatchObject({ status: 'failed', error: { code: 'upstream_failed' } });
    expect(recordNamed(await fetchZone('zone_fjall08'), 'TXT', '_verify')).toBeUndefined();
  });
});
