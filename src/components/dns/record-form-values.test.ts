// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DnsRecord } from '../../api/dns/dns';
import { emptyRecordFormValues, recordFormSchema, recordFormValuesOf } from './record-form-values';

const issuesOf = (values: object, zone = 'example.com') => {
  const parsed = recordFormSchema(zone).safeParse({ ...emptyRecordFormValues(), ...values });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('record form values', () => {
  it('turns text inputs into the request record, sending only the numbers the type uses', () => {
    const values = {
      ...emptyRecordFormValues('MX'),
      name: '@',
      value: 'mx.example.net',
      ttl: ' 300 ',
      priority: '10',
      weight: '5',
      port: '25',
    };
    expect(recordFormSchema('example.com').parse(values)).toEqual({
      type: 'MX',
      name: '@',
      value: 'mx.example.net',
      ttl: 300,
      priority: 10,
    });
  });

  it('leaves an empty TTL out and refuses text or fractions in number fields', () => {
    expect(
      recordFormSchema().parse({ ...emptyRecordFormValues(), name: 'www', value: '192.0.2.1' }),
    ).not.toHaveProperty('ttl');
    expect(issuesOf({ name: 'www', value: '192.0.2.1', ttl: 'an hour' })).toEqual([
      'ttl: wholeNumber',
    ]);
    expect(
      issuesOf({
        type: 'SRV',
        name: '_x._tcp',
        value: 'a.example',
        priority: '1.5',
        weight: '0',
        port: '1',
      }),
    ).toEqual(['priority: wholeNumber']);
  });

  it('puts errors on the form field they belong to, with the zone checked', () => {
    expect(issuesOf({ type: 'MX', name: 'mail.example.com', value: 'mx', priority: '' })).toEqual([
      'name: nameIncludesZone',
      'priority: fieldRequired',
    ]);
  });

  it('fills the form from a record, with the name relative to the zone', () => {
    const record: DnsRecord = {
      id: 'drr_1',
      type: 'SRV',
      name: '_sip._tcp.example.com',
      value: 'sip.example.net',
      ttl: 600,
      priority: 10,
      weight: 5,
      port: 5060,
      proxied: false,
    };
    expect(recordFormValuesOf(record, 'example.com')).toEqual({
      type: 'SRV',
      name: '_sip._tcp',
      value: 'sip.example.net',
      ttl: '600',
      priority: '10',
      weight: '5',
      port: '5060',
    });
    expect(recordFormValuesOf({ ...record, type: 'PTR' }, 'example.com')).toBeNull();
  });
});

describe('record form values against the zone', () => {
  const zone = [
    { id: 'drr_1', type: 'A', name: 'shop', value: '192.0.2.11' },
    { id: 'drr_2', type: 'CNAME', name: 'www', value: '@' },
  ];
  const issues = (values: object) => {
    const parsed = recordFormSchema('example.com', zone).safeParse({
      ...emptyRecordFormValues(),
      ...values,
    });
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path}: ${issue.message}`);
  };

  it('puts a CNAME conflict and a duplicate on their fields, but lets a warning through', () => {
    expect(issues({ type: 'CNAME', name: 'shop', value: 'shops.example.net' })).toEqual([
      'name: conflictCnameBeside',
    ]);
    expect(issues({ type: 'A', name: 'shop', value: '192.0.2.11' })).toEqual([
      'value: duplicateRecord',
    ]);
    expect(issues({ type: 'MX', name: '@', value: 'www.example.com', priority: '10' })).toEqual([]);
  });
});
