import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { mailSettingsQuery } from './mail-settings';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const fetchSettings = (accountId: string, domain: string) =>
  client().fetchQuery(mailSettingsQuery(accountId, domain));

describe('mail client settings', () => {
  it('gives IMAP, POP3 and both SMTP submission ports for the main domain', async () => {
    signInAs('owner');
    const settings = await fetchSettings('acct_aurora01', 'aurora-bakery.se');
    expect(settings.domain).toBe('aurora-bakery.se');
    expect(settings.incoming.imap).toEqual({
      hostname: 'cp12.webhost-panel.example',
      port: 993,
      encryption: 'ssl_tls',
    });
    expect(settings.incoming.pop3).toMatchObject({ port: 995, encryption: 'ssl_tls' });
    expect(settings.outgoing.smtp.map(({ port, encryption }) => [port, encryption])).toEqual([
      [465, 'ssl_tls'],
      [587, 'starttls'],
    ]);
    expect(settings.usernameFormat).toBe('full_email_address');
    expect(settings.alternativeHostname).toBe('mail.aurora-bakery.se');
    expect(new URL(settings.webmailUrl).protocol).toBe('https:');
    expect(settings.notes.length).toBeGreaterThan(0);
    expect(mockState().requests.at(-1)).toMatchObject({
      path: '/api/v2/shared-hosting/acct_aurora01/mail-settings',
      search: '?domain=aurora-bakery.se',
    });
  });
});
