import { describe, expect, it } from 'vitest';
import { pollJob } from '../../test/api';
import { fetchZone, recordNamed } from '../../test/dns-zone';
import { mockState, signInAs } from '../../test/session';
import type { DnsRecordInput } from '../dns/record-input';
import { bulkDnsBodySchema, queueBulkDns, type BulkDnsBody } from './bulk-dns';

const pointersOf = (input: unknown) => {
  const parsed = bulkDnsBodySchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `/${issue.path.join('/')}`);
};

const verifyTxt = { type: 'TXT', name: '_verify', value: 'token-42' } as const;

describe('bulkDnsBodySchema', () => {
  it('accepts the three actions in their own shapes', () => {
    expect(pointersOf({ action: 'add', domainNames: ['a.se'], records: [verifyTxt] })).toEqual([]);
    expect(pointersOf({ action: 'update', domainNames: ['a.se'], records: [verifyTxt] })).toEqual(
      [],
    );
    expect(
      pointersOf({
        action: 'delete',
        domainNames: ['a.se'],
        deleteType: 'by_type',
        recordType: 'TXT',
      }),
    ).toEqual([]);
  });

  it('needs domains, records for add and update, and a record type for delete', () => {
    expect(pointersOf({ action: 'add', domainNames: [], records: [] })).toEqual([
      '/domainNames',
      '/records',
    ]);
    expect(pointersOf({ action: 'delete', domainNames: ['a.se'], deleteType: 'by_type' })).toEqual([
      '/recordType',
    ]);
    expect(
      pointersOf({
        action: 'delete',
        domainNames: ['a.se'],
        deleteType: 'by_name',
        recordType: 'A',
      }),
    ).toEqual(['/deleteType']);
    expect(pointersOf({ action: 'rename', domainNames: ['a.se'] })).toEqual(['/action']);
  });

  it('takes names, not domain IDs, and refuses duplicates after lower-casing', () => {
    expect(
      pointersOf({ action: 'add', domainNames: ['dom_aurora01'], records: [verifyTxt] }),
    ).toEqual(['/domainNames/0']);
    expect(
      pointersOf({ action: 'add', domainNames: ['a.se', 'b.se', 'A.se'], records: [verifyTxt] }),
    ).toEqual(['/domainNames/2']);
  });

  it('checks each record by the shared rules, with names relative to every domain', () => {
    const records = [
      { type: 'A', name: 'www.b.se', value: '192.0.2.1' },
      { type: 'A', name: 'www', value: 'not-an-ip' },
      { type: 'TXT', name: '@', value: '"quoted"', ttl: 10 },
    ];
    expect(pointersOf({ action: 'update', domainNames: ['a.se', 'b.se'], records })).toEqual([
      '/records/1/value',
      '/records/2/ttl',
      '/records/2/value',
      '/records/0/name',
    ]);
  });
});

const add = (domainNames: string[], records: DnsRecordInput[]): BulkDnsBody => ({
  action: 'add',
  domainNames,
  records,
});

describe('queueBulkDns', () => {
  it('queues a dbj_ job that adds the records once polled to completion', async () => {
    signInAs('owner');
    const body = add(['aurora-bakery.se', 'fjallstugan.nu'], [verifyTxt]);
    const accepted = await queueBulkDns(body);
    expect(accepted).toMatchObject({
      action: 'add',
      domainsQueued: 2,
      operation: { status: 'pending' },
    });
    expect(accepted.operation.jobId).toMatch(/^dbj_/);
    expect(accepted.operation.pollUrl).toBe(`/api/jobs/${accepted.operation.jobId}`);
    expect(mockState().requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v2/domains/bulk/dns',
      body,
    });
    expect(recordNamed(await fetchZone('zone_fjall08'), 'TXT', '_verify')).toBeUndefined();

    const polled = await pollJob(accepted.operation.pollUrl ?? '');
    expect(polled.map((operation) => operation.status)).toEqual([
      'in_progress',
      'in_progress',
      'completed',
    ]);
    expect(polled.at(-1)?.pollUrl).toBeNull();
    for (const zoneId of ['zone_aurora01', 'zone_fjall08']) {
      expect(recordNamed(await fetchZone(zoneId), 'TXT', '_verify')?.value).toBe('token-42');
    }
  });
});
