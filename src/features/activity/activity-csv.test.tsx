import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { JournalEntry } from '../../components/journal/journal-entry';
import { LanguageProvider } from '../../i18n/language-provider';
import type { Language } from '../../lib/language';
import { useActivityCsvColumns } from './activity-csv';
import { revertLinks } from './revert/revert-links';

const record = (value: string) => ({
  id: 'drr_1',
  type: 'A' as const,
  name: 'app',
  value,
  ttl: 3600,
  proxied: false,
});

const update: JournalEntry = {
  id: 'entry_1',
  at: '2026-11-24T03:00:00.000Z',
  area: 'dns',
  action: 'dnsRecordUpdate',
  params: { type: 'A', name: 'app' },
  resource: { id: 'zone_aurora01', href: '/dns/zone_aurora01' },
  result: 'completed',
  code: null,
  requestId: null,
  jobId: null,
  change: {
    subject: 'dnsRecord',
    zoneId: 'zone_aurora01',
    before: record('203.0.113.10'),
    after: record('203.0.113.11'),
  },
  revertOf: null,
};

const security = {
  level: 'medium',
  sslMode: 'strict',
  alwaysUseHttps: true,
  botProtection: true,
  blockBadCrawlers: true,
  blockBadBots: true,
  wpLoginProtection: true,
  wpAdminChallenge: false,
} as const;

const revert: JournalEntry = {
  ...update,
  id: 'entry_2',
  at: '2026-11-24T04:00:00.000Z',
  revertOf: update.id,
};

function csvRow(language: Language, entry: JournalEntry = update) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LanguageProvider initial={language}>{children}</LanguageProvider>
  );
  const links = revertLinks([revert, update]);
  const { result } = renderHook(() => useActivityCsvColumns(links), { wrapper });
  return Object.fromEntries(result.current.map((column) => [column.header, column.value(entry)]));
}

describe('the activity journal as CSV', () => {
  it('names a record’s fields in the reader’s words, as the page does', () => {
    const row = csvRow('en');
    expect(`${row.Before} | ${row.After}`).toMatch(/Value: 203\.0\.113\.1[01]/);
    expect(`${row.Before} | ${row.After}`).not.toMatch(/\bvalue:/);
  });

  it('in Swedish too', () => {
    const row = csvRow('sv');
    expect(`${row.Före} | ${row.Efter}`).toMatch(/Värde: 203\.0\.113\.1[01]/);
  });

  it('names CDN settings and values as the settings page does', () => {
    const save: JournalEntry = {
      ...update,
      area: 'cdn',
      action: 'cdnSettingsSave',
      change: {
        subject: 'cdnSettings',
        zoneId: 'cdn_aurora01',
        before: { proxied: false, security: { ...security, minTlsVersion: '1.0' } },
        after: { proxied: true, security: { ...security, minTlsVersion: '1.2' } },
      },
    };
    expect(csvRow('en', save).After).toBe(
      'Send traffic through the CDN (proxy): On; Minimum TLS version: TLS 1.2',
    );
    expect(csvRow('sv', save).Före).toBe(
      'Skicka trafiken via CDN:et (proxy): Av; Lägsta TLS-version: TLS 1.0',
    );
  });

  it('writes the resource’s name and, for support, its ID', () => {
    const named = { ...update, resource: { ...update.resource, name: 'aurora-bakery.se' } };
    expect(csvRow('en', named)).toMatchObject({
      Resource: 'aurora-bakery.se',
      'Resource ID': 'zone_aurora01',
    });
    expect(csvRow('sv', named)).toMatchObject({
      Resurs: 'aurora-bakery.se',
      'Resurs-ID': 'zone_aurora01',
    });
    expect(csvRow('en').Resource).toBe('zone_aurora01');
  });

  it('says when an entry was reverted, and which change a revert undid', () => {
    expect(csvRow('en')['Reverted at']).toBe(revert.at);
    expect(csvRow('en', revert)['Revert of the change at']).toBe(update.at);
    expect(csvRow('sv')['Ångrad']).toBe(revert.at);
    expect(csvRow('sv', revert)['Ångrar ändringen från']).toBe(update.at);
  });
});
