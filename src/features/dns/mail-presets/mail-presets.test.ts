// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DnsRecord, DnsZoneDetail } from '../../../api/dns/dns';
import type { MailClientSettings } from '../../../api/hosting/mail-settings';
import { planRecords } from '../zone-file/zone-import-plan';
import {
  isSharedMailPreset,
  mailPresetPlan,
  sharedMailRecords,
  type MailPresetId,
} from './mail-presets';

const record = (id: string, fields: Omit<DnsRecord, 'id' | 'proxied' | 'ttl'>): DnsRecord => ({
  id,
  ttl: 3600,
  proxied: false,
  ...fields,
});

const seeded: DnsZoneDetail = {
  id: 'zone_1',
  name: 'fjallstugan.nu',
  domainId: null,
  emailForwarding: false,
  cdnZoneId: null,
  recordCount: 6,
  records: [
    record('a', { type: 'A', name: '@', value: '203.0.113.80' }),
    record('mx1', { type: 'MX', name: '@', value: 'mx1.mail.example.net', priority: 10 }),
    record('mx2', {
      type: 'MX',
      name: 'fjallstugan.nu',
      value: 'mx2.mail.example.net',
      priority: 20,
    }),
    record('spf', { type: 'TXT', name: '@', value: 'v=spf1 include:_spf.mail.example.net ~all' }),
    record('verify', { type: 'TXT', name: '@', value: 'google-site-verification=abc' }),
    record('sub-mx', { type: 'MX', name: 'lists', value: 'mx.lists.example.net', priority: 5 }),
  ],
};

const settings: MailClientSettings = {
  domain: 'fjallstugan.nu',
  incoming: {
    imap: { hostname: 'cp07.webhost-panel.example', port: 993, encryption: 'ssl_tls' },
    pop3: { hostname: 'cp07.webhost-panel.example', port: 995, encryption: 'ssl_tls' },
  },
  outgoing: {
    smtp: [
      { hostname: 'cp07.webhost-panel.example', port: 465, encryption: 'ssl_tls' },
      { hostname: 'smtp.webhost-panel.example', port: 587, encryption: 'starttls' },
    ],
  },
  usernameFormat: 'full_email_address',
  webmailUrl: 'https://cp07.webhost-panel.example/webmail',
  alternativeHostname: 'mail.fjallstugan.nu',
  notes: [],
};

const wantedOf = (id: MailPresetId, zone: Pick<DnsZoneDetail, 'name' | 'records'> = seeded) =>
  mailPresetPlan(id, zone, settings).wanted;

describe('mail presets: records for a domain', () => {
  it('Our mail points MX at the hosting IMAP host and lets its SMTP hosts send', () => {
    expect(wantedOf('hosting')).toEqual([
      { type: 'MX', name: '@', priority: 10, value: 'cp07.webhost-panel.example' },
      { type: 'TXT', name: '@', value: 'v=spf1 mx a:smtp.webhost-panel.example ~all' },
      { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=none;' },
    ]);
  });

  it('Microsoft 365 names the domain with dashes and adds autodiscover', () => {
    expect(wantedOf('microsoft365', { name: 'xn--malm-cykel-hcb.se', records: [] })).toEqual([
      {
        type: 'MX',
        name: '@',
        priority: 0,
        value: 'xn--malm-cykel-hcb-se.mail.protection.outlook.com',
      },
      { type: 'TXT', name: '@', value: 'v=spf1 include:spf.protection.outlook.com -all' },
      { type: 'CNAME', name: 'autodiscover', value: 'autodiscover.outlook.com' },
      { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=none;' },
    ]);
  });

  it('Google Workspace uses smtp.google.com', () => {
    expect(wantedOf('google')).toEqual([
      { type: 'MX', name: '@', priority: 1, value: 'smtp.google.com' },
      { type: 'TXT', name: '@', value: 'v=spf1 include:_spf.google.com ~all' },
      { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=none;' },
    ]);
  });

  it('No mail publishes a null MX, SPF -all and DMARC reject', () => {
    expect(wantedOf('none')).toEqual([
      { type: 'MX', name: '@', priority: 0, value: '.' },
      { type: 'TXT', name: '@', value: 'v=spf1 -all' },
      { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=reject;' },
    ]);
  });

  it('keeps an existing DMARC policy except for No mail, which replaces it', () => {
    const dmarc = record('dmarc', {
      type: 'TXT',
      name: '_dmarc.fjallstugan.nu',
      value: 'v=DMARC1; p=quarantine',
    });
    const zone = { ...seeded, records: [...seeded.records, dmarc] };
    expect(wantedOf('google', zone).some((wanted) => wanted.name === '_dmarc')).toBe(false);
    expect(mailPresetPlan('google', zone).scope(dmarc)).toBe(false);
    expect(mailPresetPlan('none', zone).scope(dmarc)).toBe(true);
  });
});

describe('mail presets: the diff against the zone', () => {
  const summary = (id: MailPresetId, zone: DnsZoneDetail = seeded) => {
    const { wanted, scope } = mailPresetPlan(id, zone, settings);
    return planRecords(zone, wanted, scope).lines.map((line) =>
      line.kind === 'delete' || line.kind === 'unchanged'
        ? `${line.kind} ${line.before.id}`
        : `${line.kind} ${line.kind === 'change' ? `${line.before.id} ` : ''}${line.after.type} ${line.after.name} ${line.after.value}`,
    );
  };

  it('replaces the apex MX and SPF and leaves every other record alone', () => {
    expect(summary('google')).toEqual([
      'change mx1 MX @ smtp.google.com',
      'change spf TXT @ v=spf1 include:_spf.google.com ~all',
      'create TXT _dmarc v=DMARC1; p=none;',
      'delete mx2',
    ]);
  });

  it('adds autodiscover for Microsoft 365 and replaces a CNAME already there', () => {
    const old = record('auto', { type: 'CNAME', name: 'autodiscover', value: 'old.example.net' });
    expect(summary('microsoft365', { ...seeded, records: [...seeded.records, old] })).toEqual([
      'change mx1 MX @ fjallstugan-nu.mail.protection.outlook.com',
      'change spf TXT @ v=spf1 include:spf.protection.outlook.com -all',
      'change auto CNAME autodiscover autodiscover.outlook.com',
      'create TXT _dmarc v=DMARC1; p=none;',
      'delete mx2',
    ]);
  });

  it('finds nothing to do when the zone already has the preset', () => {
    const zone = {
      ...seeded,
      records: [
        record('a', { type: 'A', name: '@', value: '203.0.113.80' }),
        record('mx', { type: 'MX', name: '@', value: '.', priority: 0 }),
        record('spf', { type: 'TXT', name: '@', value: 'v=spf1 -all' }),
        record('dmarc', { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=reject;' }),
      ],
    };
    expect(summary('none', zone)).toEqual(['unchanged mx', 'unchanged spf', 'unchanged dmarc']);
  });

  it('replaces a second SPF record too, and shows the zone check on what it writes', () => {
    const zone = {
      ...seeded,
      records: [
        ...seeded.records,
        record('spf2', { type: 'TXT', name: '@', value: 'v=spf1 include:other.example ~all' }),
        record('auto-a', { type: 'A', name: 'autodiscover', value: '203.0.113.81' }),
      ],
    };
    const { wanted, scope } = mailPresetPlan('microsoft365', zone);
    const plan = planRecords(zone, wanted, scope);
    expect(plan.lines.some((line) => line.kind === 'delete' && line.key === 'spf2')).toBe(true);
    // The A record is not the preset's: the CNAME it adds beside it is flagged in the review.
    const cname = plan.lines.find((line) => line.kind === 'create' && line.after.type === 'CNAME');
    expect(plan.warnings.get(cname?.key ?? '')?.map((warning) => warning.rule)).toEqual([
      'cnameConflict',
    ]);
    expect([...plan.warnings.values()].flat().map((w) => w.rule)).not.toContain('spfMultiple');
  });
});

describe('mail presets in a zone with email forwarding', () => {
  const forwarding = { ...seeded, emailForwarding: true };

  it("leaves the forwarding service's root MX records alone and holds the preset's MX back", () => {
    const { wanted, scope } = mailPresetPlan('google', forwarding, settings);
    const plan = planRecords(forwarding, wanted, scope);
    const touched = plan.lines.flatMap((line) =>
      line.kind === 'change' || line.kind === 'create'
        ? [`${line.kind} ${line.after.type} ${line.after.name}`]
        : line.kind === 'delete'
          ? [`delete ${line.before.id}`]
          : [],
    );
    expect(touched).toEqual(['change TXT @', 'create TXT _dmarc']);
    expect(plan.held).toBe(1);
  });

  it('holds nothing back when forwarding is off', () => {
    const { wanted, scope } = mailPresetPlan('google', seeded, settings);
    expect(planRecords(seeded, wanted, scope).held).toBe(0);
  });
});

describe('a preset for several domains as one bulk job', () => {
  it('sends the same records to every zone: DMARC only when the preset decides it', () => {
    expect(sharedMailRecords('google')).toEqual([
      { type: 'MX', name: '@', value: 'smtp.google.com', priority: 1 },
      { type: 'TXT', name: '@', value: 'v=spf1 include:_spf.google.com ~all' },
    ]);
    expect(sharedMailRecords('none')).toContainEqual({
      type: 'TXT',
      name: '_dmarc',
      value: 'v=DMARC1; p=reject;',
    });
    expect(isSharedMailPreset('microsoft365')).toBe(false);
    expect(isSharedMailPreset('hosting')).toBe(false);
  });
});
