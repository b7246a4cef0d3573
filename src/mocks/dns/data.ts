import type { DnsRecordInput } from '../../api/dns/record-input';
import type { ScenarioName } from '../scenarios';

/** Stored with the name relative to the zone (`@` for the root); a proxied record has a CDN proxy rule. */
export interface MockDnsRecord extends DnsRecordInput {
  id: string;
  proxied: boolean;
}

export interface MockDnsZone {
  id: string;
  name: string;
  domainId: string | null;
  emailForwarding: boolean;
  cdnZoneId: string | null;
  records: MockDnsRecord[];
  foreign?: boolean;
}

export interface DnsData {
  zones: MockDnsZone[];
}

type SeedRecord = DnsRecordInput & { proxied?: boolean };

function zone(
  id: string,
  name: string,
  links: { domainId: string | null; cdnZoneId?: string; emailForwarding?: boolean },
  list: SeedRecord[],
): MockDnsZone {
  const key = id.replace('zone_', '');
  return {
    id,
    name,
    domainId: links.domainId,
    cdnZoneId: links.cdnZoneId ?? null,
    emailForwarding: links.emailForwarding ?? false,
    records: list.map(({ proxied, ...record }, index) => ({
      id: `drr_${key}${String(index + 1).padStart(2, '0')}`,
      ttl: 3600,
      ...record,
      proxied: proxied ?? false,
    })),
  };
}

const DKIM_KEY =
  'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAr4mQh2c7Yb0hV6mXxQ1k3n9m8Ls2Wq5Zp0tJ3Hf7Gd' +
  'Lx8Vn2Rk4Mb6Ts1Pq9Yc3Ue5Wa7Xd2Ff4Hh6Jj8Kl0Mn2Op4Qr6St8Uv0Wx2Yz4Ab6Cd8Ef0Gh2Ij4Kl6Mn8Op0Qr2St4Uv6Wx8Yz0Ab2Cd4' +
  'Ef6Gh8Ij0Kl2Mn4Op6Qr8St0Uv2Wx4Yz6Ab8Cd0Ef2Gh4Ij6Kl8Mn0Op2Qr4St6Uv8Wx0Yz2Ab4Cd6Ef8Gh0IDAQAB';

const TLSA_DIGEST = '8cb0fc6c527506a053f4f14c8464bebbd6dede2738d11468dd953d7d6a3021f1';

function webRecords(ip: string, options: { proxied?: string[]; mx?: string[] } = {}): SeedRecord[] {
  const proxied = (name: string) => options.proxied?.includes(name) ?? false;
  const mx = options.mx ?? ['mx1.mail.example.net'];
  return [
    { type: 'A', name: '@', value: ip, proxied: proxied('@') },
    { type: 'AAAA', name: '@', value: '2001:db8:10::20', proxied: proxied('@') },
    { type: 'CNAME', name: 'www', value: '@', proxied: proxied('www') },
    ...mx.map((host, index): SeedRecord => ({
      type: 'MX',
      name: '@',
      value: host,
      priority: 10 * (index + 1),
    })),
    { type: 'TXT', name: '@', value: 'v=spf1 include:_spf.mail.example.net ~all' },
  ];
}

export function seedDns(scenario: ScenarioName): DnsData {
  if (scenario === 'empty-account') return { zones: [] };
  const zones = [
    zone(
      'zone_aurora01',
      'aurora-bakery.se',
      { domainId: 'dom_aurora01', cdnZoneId: 'cdn_aurora01' },
      [
        ...webRecords('203.0.113.10', { proxied: ['@', 'www'] }),
        { type: 'A', name: 'shop', value: '203.0.113.11', ttl: 300, proxied: true },
        { type: 'CNAME', name: 'blogg', value: 'aurora-bakery.blogspot.example.com' },
        {
          type: 'TXT',
          name: '_dmarc',
          value: 'v=DMARC1; p=quarantine; rua=mailto:dmarc@aurora-bakery.se',
        },
        { type: 'TXT', name: 'mail._domainkey', value: DKIM_KEY },
        { type: 'CAA', name: '@', value: '0 issue "letsencrypt.org"' },
        {
          type: 'SRV',
          name: '_sip._tcp',
          value: 'sip.aurora-bakery.se',
          priority: 10,
          weight: 5,
          port: 5060,
        },
        { type: 'TLSA', name: '_443._tcp.shop', value: `3 1 1 ${TLSA_DIGEST}` },
        { type: 'NS', name: 'lab', value: 'ns1.lab-hosting.example.net' },
      ],
    ),
    zone(
      'zone_nordic02',
      'nordicfjord.com',
      { domainId: 'dom_nordic02', cdnZoneId: 'cdn_nordic02' },
      [
        ...webRecords('203.0.113.20', { proxied: ['@'] }),
        { type: 'SPF', name: '@', value: 'v=spf1 mx -all', ttl: 86400 },
        { type: 'A', name: '*.preview', value: '203.0.113.21', ttl: 60 },
      ],
    ),
    zone('zone_kaffe03', 'kaffekoppen.se', { domainId: 'dom_kaffe03', emailForwarding: true }, [
      ...webRecords('203.0.113.30', {
        mx: ['mx1.forwarding.example.net', 'mx2.forwarding.example.net'],
      }),
    ]),
    zone('zone_malmo04', 'xn--malm-cykel-hcb.se', { domainId: 'dom_malmo04' }, [
      ...webRecords('203.0.113.40'),
      { type: 'ALIAS', name: 'butik', value: 'shops.example-commerce.com' },
      // The shop's app on the VPS web-01: found by the search across zones and by Used by.
      { type: 'A', name: 'app', value: '192.0.2.11' },
      { type: 'AAAA', name: 'app', value: '2001:db8::11' },
    ]),
    zone('zone_granit07', 'granit-it.se', { domainId: 'dom_granit07', cdnZoneId: 'cdn_granit07' }, [
      ...webRecords('203.0.113.70', { proxied: ['www'] }),
      { type: 'AAAA', name: 'vpn', value: '2001:db8:70::1' },
      { type: 'CAA', name: '@', value: '0 iodef "mailto:security@granit-it.se"' },
      // Mail sent from the VPS web-01 (192.0.2.11): found by the search across zones.
      { type: 'TXT', name: 'mail', value: 'v=spf1 ip4:192.0.2.11 -all' },
    ]),
    zone('zone_fjall08', 'fjallstugan.nu', { domainId: 'dom_fjall08' }, webRecords('203.0.113.80')),
    zone('zone_staging09', 'staging-internal.net', { domainId: null }, [
      { type: 'A', name: '@', value: '198.51.100.9' },
    ]),
    {
      ...zone('zone_foreign99', 'someone-else.example', { domainId: 'dom_foreign99' }, []),
      foreign: true,
    },
  ];
  return { zones };
}
