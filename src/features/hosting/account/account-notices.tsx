import type { HostingAccount } from '../../../api/hosting/hosting';
import { Notice } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { hostingMessages } from '../messages';

/** Said up front, so nobody tries webmail or a restore only to be refused. */
export function AccountNotices({ account }: { account: HostingAccount }) {
  const t = useMessages(hostingMessages);
  return (
    <div className="mb-6 flex flex-col gap-3 empty:hidden">
      {account.platform === 'legacy' && (
        <Notice tone="info" title={t('legacyTitle')}>
          {t('legacyText')}
        </Notice>
      )}
      {account.status === 'suspended' && (
        <Notice tone="warning" title={t('suspendedTitle')}>
          {t('suspendedText')}
        </Notice>
      )}
    </div>
  );
}
