import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { mailSettingsQuery } from '../../../api/hosting/mail-settings';
import { isRetryable } from '../../../api/core/retry-policy';
import { SelectField } from '../../../components/ui/fields';
import { Section } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/states';
import { useMessages } from '../../../i18n/use-messages';
import { useHostingAccount } from '../account/use-hosting-account';
import { useHostingLabel } from '../account/use-hosting-label';
import { HostingErrorAlert } from '../hosting-error-alert';
import { MailSettingsView } from './mail-settings-view';
import { mailSettingsMessages } from './messages';

/** The chosen domain lives in the address (`?domain=`), so a link shows the same settings. */
export function MailSettingsPage() {
  const account = useHostingAccount();
  const t = useMessages(mailSettingsMessages);
  const label = useHostingLabel();
  const [search, setSearch] = useSearchParams();
  const domain = search.get('domain') ?? account.primaryDomain;
  const query = useQuery(mailSettingsQuery(account.id, domain));
  const listed = account.domains.some((candidate) => candidate.name === domain);
  return (
    <Section id="mail-settings" title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-5">
        <div className="max-w-md">
          <SelectField
            label={t('domainLabel')}
            hint={t('domainHint')}
            value={domain}
            onChange={(event) => setSearch({ domain: event.target.value }, { replace: true })}
          >
            {!listed && <option value={domain}>{domain}</option>}
            {account.domains.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.name} ({label('kind', candidate.kind)})
              </option>
            ))}
          </SelectField>
        </div>
        {query.isPending && <LoadingState failureReason={query.failureReason} />}
        {query.isError && (
          <HostingErrorAlert
            error={query.error}
            {...(isRetryable(query.error) ? { onRetry: () => void query.refetch() } : {})}
          />
        )}
        {query.isSuccess && <MailSettingsView settings={query.data} />}
      </div>
    </Section>
  );
}
