import type { MailClientSettings } from '../../../api/hosting/mail-settings';
import { ExternalLink } from '../../../components/ui/external-link';
import { DefinitionList, Notice } from '../../../components/ui/layout';
import { useServerWords } from '../../../components/server-words';
import { useMessages } from '../../../i18n/use-messages';
import { MailServerTable } from './mail-server-table';
import { mailSettingsMessages } from './messages';
import { InlineName } from '../../../components/ui/server-text';

export function MailSettingsView({ settings }: { settings: MailClientSettings }) {
  const t = useMessages(mailSettingsMessages);
  const words = useServerWords();
  const usernameKey = `username_${settings.usernameFormat}`;
  const server = settings.incoming.imap.hostname;
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-base font-semibold wrap-anywhere">
        {t.rich('settingsFor', { domain: <InlineName value={settings.domain} /> })}
      </h3>
      <DefinitionList
        items={[
          {
            term: t('username'),
            value: t.or(usernameKey, settings.usernameFormat, { domain: settings.domain }),
          },
          { term: t('password'), value: t('passwordText') },
          {
            term: t('webmail'),
            value: <ExternalLink href={settings.webmailUrl}>{t('webmailText')}</ExternalLink>,
          },
        ]}
      />
      <MailServerTable settings={settings} />
      <Notice tone="info" title={t('alternativeTitle')}>
        {t('alternativeText', {
          alternative: settings.alternativeHostname,
          server,
          domain: settings.domain,
        })}
      </Notice>
      {settings.notes.length > 0 && (
        <div>
          {/* Free text without codes in the spec: the server's own English, said once above it. */}
          <h4 className="text-sm font-semibold">{t('notes')}</h4>
          <ul lang="en" className="mt-1 list-disc pl-5 text-sm">
            {settings.notes.map((note) => (
              <li key={note}>{words(undefined, note, { marked: false })}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
