import { useQuery } from '@tanstack/react-query';
import { hasCode } from '../../../api/core/errors';
import { asciiHostname } from '../../../api/core/hostname';
import { hostingListPagesQuery, type HostingAccount } from '../../../api/hosting/hosting';
import { mailSettingsQuery, type MailClientSettings } from '../../../api/hosting/mail-settings';
import { useLoadedList } from '../../../components/list/use-loaded-list';

export type HostingMail =
  | { status: 'ready'; account: HostingAccount; settings: MailClientSettings }
  | { status: 'looking' | 'none' | 'listFailed' }
  | { status: 'settingsLoading' | 'settingsFailed' | 'notEligible'; account: HostingAccount };

const serves = (account: HostingAccount, ascii: string) =>
  account.domains.some((domain) => asciiHostname(domain.name) === ascii);

/** The hosting account whose main, addon, parked or sub domains include the zone, and its mail settings. */
export function useHostingMail(zoneName: string): HostingMail {
  const ascii = asciiHostname(zoneName) ?? zoneName;
  const list = useLoadedList(hostingListPagesQuery(), Infinity);
  const account = list.rows.find((candidate) => serves(candidate, ascii));
  const settings = useQuery({
    ...mailSettingsQuery(account?.id ?? '', zoneName),
    enabled: account !== undefined,
  });
  if (!account) {
    if (list.query.isError) return { status: 'listFailed' };
    return { status: list.complete ? 'none' : 'looking' };
  }
  if (settings.data) return { status: 'ready', account, settings: settings.data };
  if (settings.isError)
    return {
      status: hasCode(settings.error, 'account_not_eligible_cpanel')
        ? 'notEligible'
        : 'settingsFailed',
      account,
    };
  return { status: 'settingsLoading', account };
}
