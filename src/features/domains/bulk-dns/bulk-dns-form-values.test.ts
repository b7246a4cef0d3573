// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyRecordFormValues } from '../../../components/dns/record-form-values';
import { bulkDnsFormSchema, initialBulkDnsFormValues } from './bulk-dns-form-values';

const issuesOf = (values: object) => {
  const parsed = bulkDnsFormSchema.safeParse({ ...initialBulkDnsFormValues(), ...values });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('bulk DNS form values', () => {
  it('sends records for add and update, with only the numbers each type uses', () => {
    const values = {
      ...initialBulkDnsFormValues(),
      action: 'update',
      domainNames: ['a.se', 'b.se'],
      records: [
        {
          ...emptyRecordFormValues('MX'),
          name: '@',
          value: 'mx.example.net',
          priority: '10',
          port: '25',
        },
      ],
    };
    expect(bulkDnsFormSchema.parse(values)).toEqual({
      action: 'update',
      domainNames: ['a.se', 'b.se'],
      records: [{ type: 'MX', name: '@', value: 'mx.example.net', priority: 10 }],
    });
  });

  it('sends only the record type for delete, even when record rows hold mistakes', () => {
    const values = {
      ...initialBulkDnsFormValues(),
      action: 'delete',
      domainNames: ['a.se'],
      recordType: 'CAA',
      records: [{ ...emptyRecordFormValues(), value: 'nonsense' }],
    };
    expect(bulkDnsFormSchema.parse(values)).toEqual({
      action: 'delete',
      domainNames: ['a.se'],
      deleteType: 'by_type',
      recordType: 'CAA',
    });
  });

  it('needs a domain and puts record mistakes on their rows', () => {
    expect(
      issuesOf({
        records: [{ ...emptyRecordFormValues(), name: 'www.a.se', value: '1.2.3' }],
        domainNames: ['a.se'],
      }),
    ).toEqual(['records.0.value: valueIpv4', 'records.0.name: nameIncludesZone']);
    expect(
      issuesOf({ records: [{ ...emptyRecordFormValues(), name: 'www', value: '192.0.2.1' }] }),
    ).toEqual(['domainNames: domainsRequired']);
  });
});

describe('bulk DNS records that conflict with each other', () => {
  const record = (type: 'A' | 'CNAME', name: string, value: string) => ({
    ...emptyRecordFormValues(type),
    name,
    value,
  });

  it('refuses a CNAME beside another record of its name, and a record listed twice', () => {
    expect(
      issuesOf({
        domainNames: ['a.se'],
        records: [
          record('A', 'shop', '192.0.2.11'),
          record('CNAME', 'shop', 'shops.example.net'),
          record('A', 'www', '192.0.2.12'),
          record('A', 'www', '192.0.2.12'),
        ],
      }),
    ).toEqual([
      'records.0.name: conflictBesideCname',
      'records.1.name: conflictCnameBeside',
      'records.3.value: duplicateRecord',
    ]);
  });

  it('lets records of different names through', () => {
    expect(
      issuesOf({
        domainNames: ['a.se'],
        records: [record('A', 'shop', '192.0.2.11'), record('CNAME', 'www', 'shop.a.se')],
      }),
    ).toEqual([]);
  });
});
