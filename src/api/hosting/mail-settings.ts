import { queryOptions } from '@tanstack/react-query';
import { hostingKeys } from './hosting';
import { hostingAccountPath } from '../core/paths';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { z } from '../core/z';

export const mailEncryptions = ['ssl_tls', 'starttls'] as const;
export const mailUsernameFormats = ['full_email_address'] as const;

export const mailServerSchema = z.object({
  hostname: z.string(),
  port: z.int(),
  encryption: lenientEnum(mailEncryptions),
});
export type MailServer = z.infer<typeof mailServerSchema>;

export const mailClientSettingsSchema = z.object({
  domain: z.string(),
  incoming: z.object({ imap: mailServerSchema, pop3: mailServerSchema }),
  outgoing: z.object({ smtp: z.array(mailServerSchema) }),
  usernameFormat: lenientEnum(mailUsernameFormats),
  webmailUrl: z.string(),
  alternativeHostname: z.string(),
  notes: z.array(z.string()),
});
export type MailClientSettings = z.infer<typeof mailClientSettingsSchema>;

/** The query's single source: a main, addon, parked or sub domain, Unicode or punycode. */
export const mailSettingsParamsSchema = z.object({
  domain: z.string().check(z.trim(), z.minLength(1), z.maxLength(253)),
});

export const mailSettingsQuery = (accountId: string, domain: string) =>
  queryOptions({
    queryKey: hostingKeys.mailSettings(accountId, domain),
    queryFn: ({ signal }) =>
      request(mailClientSettingsSchema, {
        path: `${hostingAccountPath(accountId)}/mail-settings`,
        query: { domain },
        signal,
      }),
  });
