import { describe, expect, it } from 'vitest';
import { resetMockState } from '../mocks/state';
import { failure, pollJob } from '../test/api';
import { fetchZone, recordNamed, recordsOfZone } from '../test/dns-zone';
import { mockState, signInAs } from '../test/session';
import type { DnsRecordInput } from './dns-record-input';
import {
  bulkDnsBodySchema,
  bulkDnsSkippedDomains,
  queueBulkDns,
  type BulkDnsBody,
} from './domains-bulk-dns';

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
