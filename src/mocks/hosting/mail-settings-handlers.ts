import { http, HttpResponse } from 'msw';
import { mailSettingsParamsSchema, type MailClientSettings } from '../../api/hosting/mail-settings';
import { api, authorize } from '../context';
import { problem } from '../problem';
import { accountGate, requireAccount } from './accounts';
import { asciiHostname } from '../../api/core/hostname';
import { hostedDomain } from './domain-names';
import { invalidBody } from './invalid-body';

export const mailSettingsHandlers = [
  http.get(api('/api/v2/shared-hosting/:accountId/mail-settings'), ({ request, params }) => {
    const { state } = authorize(request, ['read:hosting', 'console:services']);
    const account = requireAccount(state, request, params.accountId);
    const url = new URL(request.url);
    const gate = accountGate(account, { active: false });
    if (!gate.allowed)
      return problem({
        status: 409,
        code: gate.code ?? 'conflict',
        detail: gate.reason ?? '',
        instance: url.pathname,
      });
    const parsed = mailSettingsParamsSchema.safeParse({
      domain: url.searchParams.get('domain') ?? '',
    });
    if (!parsed.success)
      return invalidBody(
        url.pathname,
        parsed.error,
        () => 'Name the domain to show mail settings for.',
      );
    const domain = hostedDomain(account, parsed.data.domain);
    if (!domain) {
      return problem({
        status: 403,
        code: 'domain_not_owned',
        detail: `${parsed.data.domain} is not a domain of this hosting account.`,
        instance: url.pathname,
      });
    }
    const server = account.serverHostname;
    const alternativeHostname = `mail.${asciiHostname(domain.name) ?? domain.name}`;
    const body: MailClientSettings = {
      domain: domain.name,
      incoming: {
        imap: { hostname: server, port: 993, encryption: 'ssl_tls' },
        pop3: { hostname: server, port: 995, encryption: 'ssl_tls' },
      },
      outgoing: {
        smtp: [
          { hostname: server, port: 465, encryption: 'ssl_tls' },
          { hostname: server, port: 587, encryption: 'starttls' },
        ],
      },
      usernameFormat: 'full_email_address',
      webmailUrl: `https://${server}:2096/`,
      alternativeHostname,
      notes: [
        `The username is always the full email address, for example info@${domain.name}.`,
        'Choose IMAP to keep mail in sync on several devices; POP3 downloads it to one device.',
        'Outgoing mail needs authentication with the same username and password as incoming mail.',
        `${alternativeHostname} works only if the domain's certificate covers it; ${server} always has a valid certificate.`,
      ],
    };
    return HttpResponse.json(body);
  }),
];
