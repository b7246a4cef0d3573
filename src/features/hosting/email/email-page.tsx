import { useId } from 'react';
import { emailAccountPagesQuery, type EmailAccount } from '../../../api/hosting/email';
import { commonMessages } from '../../../components/messages';
import { Button } from '../../../components/ui/button';
import { Notice, Section } from '../../../components/ui/layout';
import { SendWaitingNotice } from '../../../components/ui/send-waiting-notice';
import type { ListStateConfig } from '../../../components/list/list-state';
import { ListView, type ListColumn, type ListFilter } from '../../../components/list/list-view';
import { useDistinctOptions } from '../../../components/list/use-distinct-options';
import { useListState } from '../../../components/list/use-list-state';
import { useLoadedList } from '../../../components/list/use-loaded-list';
import type { CsvColumn } from '../../../lib/csv';
import { useLearnedBlock } from '../../../components/permissions/use-learned-permissions';
import { useReadOnly } from '../../../components/use-session';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { useHostingAccount } from '../account/use-hosting-account';
import { HostingErrorAlert } from '../hosting-error-alert';
import { hostingMessages } from '../messages';
import { emailMessages } from './messages';
import { useWebmailLogin } from './use-webmail-login';
import { InlineName } from '../../../components/ui/server-text';
import { WrapAfter } from '../../../components/ui/wrap-after';

function WebmailOutcome({ login }: { login: ReturnType<typeof useWebmailLogin> }) {
  const t = useMessages(emailMessages);
  const { outcome, failedAddress, error } = login;
  if (login.waiting) {
    return (
      <div className="mb-4 flex flex-col items-start gap-2">
        <SendWaitingNotice waiting={login.waiting} />
        <Button size="sm" onClick={login.cancel}>
          {t('cancelOpening')}
        </Button>
      </div>
    );
  }
  if (failedAddress) {
    return (
      <div className="mb-4 flex flex-col gap-2">
        <p className="text-sm font-medium">
          {t.rich('failedFor', { address: <InlineName value={failedAddress} /> })}
        </p>
        <HostingErrorAlert error={error} compact />
      </div>
    );
  }
  if (outcome?.result === 'blocked') {
    return (
      <div className="mb-4">
        <Notice tone="warning" title={t('blockedTitle')}>
          <p>{t.rich('blockedText', { address: <InlineName value={outcome.address} /> })}</p>
          <Button className="mt-2" variant="primary" onClick={login.openHeld}>
            {t('openNow', { address: outcome.address })}
          </Button>
        </Notice>
      </div>
    );
  }
  return (
    <p className="mb-4 text-sm empty:hidden">
      {outcome?.result === 'opened' ? t('opened', { address: outcome.address }) : ''}
    </p>
  );
}

type SortKey = 'address' | 'usage';

const listConfig: ListStateConfig<SortKey, 'domain'> = {
  sortKeys: ['address', 'usage'],
  defaultSort: 'address',
  filters: { domain: null },
};

const domainOf = (mailbox: EmailAccount) => mailbox.address.split('@').at(-1) ?? '';

export function EmailPage() {
  const account = useHostingAccount();
  const t = useMessages(emailMessages);
  const common = useMessages(commonMessages);
  const format = useFormat();
  const readOnly = useReadOnly();
  const control = useListState(listConfig);
  const list = useLoadedList(emailAccountPagesQuery(account.id));
  const domains = useDistinctOptions(list.rows, domainOf, control.state.filters.domain);
  const login = useWebmailLogin(account.id);
  const hosting = useMessages(hostingMessages);
  const blockedId = useId();
  const offId = useId();
  const learned = useLearnedBlock('openWebmail');
  const offReason = readOnly ? common('readOnlyReason') : learned;
  // What the account notices say up front, the buttons agree with: the API would answer 409.
  const blockedCode =
    account.status === 'suspended'
      ? 'account_suspended'
      : account.platform === 'legacy'
        ? 'account_not_eligible_cpanel'
        : null;
  const usage = (mailbox: EmailAccount) => {
    const used = format.number(mailbox.usedMb ?? 0);
    return typeof mailbox.quotaMb === 'number'
      ? t('usageOf', { used, quota: format.number(mailbox.quotaMb) })
      : t('usageUnlimited', { used });
  };
  const columns: ListColumn<EmailAccount, SortKey>[] = [
    {
      header: t('address'),
      sortKey: 'address',
      sortValue: (mailbox) => mailbox.address,
      cell: (mailbox) => (
        <span className="font-medium">
          <WrapAfter value={mailbox.address} separator="@" />
        </span>
      ),
    },
    {
      header: t('usage'),
      sortKey: 'usage',
      sortValue: (mailbox) => mailbox.usedMb,
      cell: usage,
    },
    {
      header: t('actions'),
      cell: (mailbox) => (
        <Button
          size="sm"
          disabled={offReason !== null || blockedCode !== null || login.pendingAddress !== null}
          aria-describedby={blockedCode ? blockedId : offReason ? offId : undefined}
          aria-busy={login.pendingAddress === mailbox.address}
          aria-label={t('openWebmailFor', { address: mailbox.address })}
          onClick={() => login.open(mailbox.address)}
        >
          {login.pendingAddress === mailbox.address ? t('opening') : t('openWebmail')}
        </Button>
      ),
    },
  ];
  const filters: ListFilter<EmailAccount, 'domain'>[] = [
    { name: 'domain', label: t('domain'), options: domains, value: domainOf },
  ];
  const csvColumns: CsvColumn<EmailAccount>[] = [
    { header: t('address'), value: (mailbox) => mailbox.address },
    { header: t('usedMb'), value: (mailbox) => mailbox.usedMb },
    { header: t('quotaMb'), value: (mailbox) => mailbox.quotaMb },
  ];
  return (
    <Section id="mailboxes" title={t('title')} description={t('description')}>
      {/* Spaced by margins, not a gap: the live region stays in place, empty, until it speaks. */}
      {offReason && (
        <p id={offId} className="mb-4 text-sm">
          {offReason}
        </p>
      )}
      {blockedCode && (
        <div id={blockedId} className="mb-4">
          <Notice tone="warning" title={t('webmailUnavailable')}>
            {hosting(`explain_${blockedCode}`)}
          </Notice>
        </div>
      )}
      <div aria-live="polite">
        <WebmailOutcome login={login} />
      </div>
      <div className="-mb-5">
        <ListView
          label={t('listLabel')}
          list={list}
          control={control}
          columns={columns}
          rowKey={(mailbox) => mailbox.id}
          searchText={(mailbox) => mailbox.address}
          filters={filters}
          csv={{ fileName: 'mailboxes', columns: csvColumns }}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
          inSection
        />
      </div>
    </Section>
  );
}
