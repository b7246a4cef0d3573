import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/api';
import { fetchZone as zone, recordNamed } from '../../test/dns-zone';
import { mockState, signInAs } from '../../test/session';
import { emptyBodySchema } from '../../api/core/common';
import {
  createDnsRecord,
  deleteDnsRecord,
  dnsZoneListQuery,
  setDnsRecordProxied,
  updateDnsRecord,
} from '../../api/dns/dns';
import { request } from '../../api/core/http';

const lastRequest = () => mockState().requests.at(-1);

describe('DNS zones', () => {
  it('lists the account’s zones without the foreign one', async () => {
    signInAs('support');
    const page = await new QueryClient().fetchQuery(dnsZoneListQuery({ limit: 100 }));
    const names = page.data.map((item) => item.name);
    expect(names).toContain('kaffekoppen.se');
    expect(names).not.toContain('someone-else.example');
    expect(page.data.find((item) => item.id === 'zone_kaffe03')).toMatchObject({
      emailForwarding: true,
      cdnZoneId: null,
    });
  });

  it('answers 404 dns_zone_not_found for a zone of another account', async () => {
    signInAs('owner');
    const error = await failure(zone('zone_foreign99'));
    expect(error).toMatchObject({ status: 404, code: 'dns_zone_not_found' });
  });
});

describe('creating records', () => {
  it('answers 400 invalid_request with a pointer per broken field', async () => {
    signInAs('owner');
    const error = await failure(
      createDnsRecord('zone_fjall08', {
        type: 'A',
        name: 'www.fjallstugan.nu',
        value: '999.1.1.1',
        ttl: 30,
      }),
    );
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(error.fieldErrors.map((item) => [item.pointer, item.code])).toEqual([
      ['/ttl', 'too_small'],
      ['/name', 'nameIncludesZone'],
      ['/value', 'valueIpv4'],
    ]);
  });

  it('refuses a root MX with 409 while email forwarding is on, but not elsewhere', async () => {
    signInAs('owner');
    const mx = { type: 'MX', name: '@', value: 'mail.kaffekoppen.se', priority: 5 } as const;
    const error = await failure(createDnsRecord('zone_kaffe03', mx));
    expect(error).toMatchObject({ status: 409, code: 'mx_record_blocked_email_forwarding' });
    expect(recordNamed(await zone('zone_kaffe03'), 'MX', '@')?.value).not.toBe(
      'mail.kaffekoppen.se',
    );

    await expect(createDnsRecord('zone_kaffe03', { ...mx, name: 'lists' })).resolves.toMatchObject({
      type: 'MX',
    });
    await expect(
      createDnsRecord('zone_fjall08', { ...mx, value: 'mail.fjallstugan.nu' }),
    ).resolves.toMatchObject({ type: 'MX' });
  });

  it('answers 404 dns_zone_not_found for an unknown zone', async () => {
    signInAs('owner');
    const error = await failure(
      createDnsRecord('zone_nope', { type: 'A', name: '@', value: '192.0.2.1' }),
    );
    expect(error).toMatchObject({ status: 404, code: 'dns_zone_not_found' });
  });
});

describe('updating records', () => {
  it('replaces the record under the same ID', async () => {
    signInAs('owner');
    const before = recordNamed(await zone('zone_fjall08'), 'A', '@');
    const updated = await updateDnsRecord('zone_fjall08', before?.id ?? '', {
      type: 'A',
      name: '@',
      value: '192.0.2.80',
      ttl: 120,
    });
    expect(updated).toMatchObject({ id: before?.id, value: '192.0.2.80', ttl: 120 });
    expect(lastRequest()).toMatchObject({
      method: 'PUT',
      path: `/api/v2/dns-zones/zone_fjall08/records/${before?.id}`,
    });
    expect(recordNamed(await zone('zone_fjall08'), 'A', '@')?.value).toBe('192.0.2.80');
  });

  it('drops the proxy when the record becomes a type that cannot be proxied', async () => {
    signInAs('owner');
    const www = recordNamed(await zone('zone_aurora01'), 'CNAME', 'www');
    expect(www?.proxied).toBe(true);
    const updated = await updateDnsRecord('zone_aurora01', www?.id ?? '', {
      type: 'TXT',
      name: 'www',
      value: 'parked',
    });
    expect(updated.proxied).toBe(false);
  });

  it('refuses turning a record into a root MX while email forwarding is on', async () => {
    signInAs('owner');
    const a = recordNamed(await zone('zone_kaffe03'), 'A', '@');
    const error = await failure(
      updateDnsRecord('zone_kaffe03', a?.id ?? '', {
        type: 'MX',
        name: '@',
        value: 'mx.example.net',
        priority: 1,
      }),
    );
    expect(error.code).toBe('mx_record_blocked_email_forwarding');
  });

  it('answers 404 dns_record_not_found for an unknown record', async () => {
    signInAs('owner');
    const error = await failure(
      updateDnsRecord('zone_fjall08', 'drr_gone', { type: 'A', name: '@', value: '192.0.2.1' }),
    );
    expect(error).toMatchObject({ status: 404, code: 'dns_record_not_found' });
  });
});

describe('proxying records', () => {
  it('refuses proxying a type the CDN cannot carry with 409 dns_record_not_proxiable', async () => {
    signInAs('owner');
    const mx = recordNamed(await zone('zone_granit07'), 'MX', '@');
    const error = await failure(
      setDnsRecordProxied('zone_granit07', mx?.id ?? '', { proxied: true }),
    );
    expect(error).toMatchObject({ status: 409, code: 'dns_record_not_proxiable' });
  });

  it('refuses proxying in a zone without a CDN zone with 409 dns_zone_not_on_cdn', async () => {
    signInAs('owner');
    const a = recordNamed(await zone('zone_fjall08'), 'A', '@');
    const error = await failure(
      setDnsRecordProxied('zone_fjall08', a?.id ?? '', { proxied: true }),
    );
    expect(error).toMatchObject({ status: 409, code: 'dns_zone_not_on_cdn' });
  });

  it('answers 400 with a pointer when proxied is not a boolean', async () => {
    signInAs('owner');
    const a = recordNamed(await zone('zone_granit07'), 'A', '@');
    const path = `/api/v2/dns-zones/zone_granit07/records/${a?.id}`;
    const error = await failure(
      request(emptyBodySchema, { method: 'PATCH', path, body: { proxied: 'yes' } }),
    );
    expect(error.fieldErrors.map((item) => item.pointer)).toEqual(['/proxied']);
  });
});

describe('deleting records', () => {
  it('deletes a proxied record (its proxy rule goes with it) and treats a repeat as done', async () => {
    signInAs('owner');
    const before = await zone('zone_aurora01');
    const shop = recordNamed(before, 'A', 'shop');
    expect(shop?.proxied).toBe(true);
    await expect(deleteDnsRecord('zone_aurora01', shop?.id ?? '')).resolves.toBe('deleted');
    expect(lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `/api/v2/dns-zones/zone_aurora01/records/${shop?.id}`,
    });
    const after = await zone('zone_aurora01');
    expect(recordNamed(after, 'A', 'shop')).toBeUndefined();
    expect(after.recordCount).toBe(before.recordCount - 1);
    await expect(deleteDnsRecord('zone_aurora01', shop?.id ?? '')).resolves.toBe('already_deleted');
  });

  it('still fails for an unknown zone', async () => {
    signInAs('owner');
    const error = await failure(deleteDnsRecord('zone_foreign99', 'drr_foreign9901'));
    expect(error).toMatchObject({ status: 404, code: 'dns_zone_not_found' });
  });
});

describe('scopes', () => {
  it('lets the read-only support key read but answers 403 to every change', async () => {
    signInAs('support');
    const a = recordNamed(await zone('zone_granit07'), 'A', '@');
    const id = a?.id ?? '';
    const input = { type: 'A', name: '@', value: '192.0.2.7' } as const;
    const calls = [
      () => createDnsRecord('zone_granit07', input),
      () => updateDnsRecord('zone_granit07', id, input),
      () => setDnsRecordProxied('zone_granit07', id, { proxied: true }),
      () => deleteDnsRecord('zone_granit07', id),
    ];
    for (const call of calls) {
      expect(await failure(call())).toMatchObject({ status: 403, code: 'forbidden' });
    }
    expect(recordNamed(await zone('zone_granit07'), 'A', '@')).toEqual(a);
  });
});
