import type { SshAccess } from '../../../api/vps-ssh-access';
import { Badge, TableScroll } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { sshAccessMessages } from './messages';

export function AccessEntriesTable({ access }: { access: SshAccess }) {
  const t = useMessages(sshAccessMessages);
  if (access.entries.length === 0) return <p className="text-sm">{t('noEntries', { user: access.loginUser })}</p>;
  return (
    <TableScroll label={t('entriesLabel')}>
      <table className="table">
        <caption className="sr-only">{t('entriesLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('key')}</th>
            <th scope="col">{t('fingerprint')}</th>
            <th scope="col">{t('source')}</th>
            <th scope="col">{t('restrictions')}</th>
          </tr>
        </thead>
        <tbody>
          {access.entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <span className="font-medium">{entry.comment ?? t('noComment')}</span>
                <span className="muted block text-xs">{entry.keyType}</span>
              </td>
              <td className="font-mono text-xs break-all">{entry.fingerprint}</td>
              <td>{entry.savedKeyName ? t('savedKey', { name: entry.savedKeyName }) : <Badge tone="warning">{t('addedInGuest')}</Badge>}</td>
              <td>
                {entry.restricted && entry.restrictions.length > 0 ? (
                  <ul className="flex flex-wrap gap-1">
                    {entry.restrictions.map((restriction) => (
                      <li key={restriction}><Badge tone="info"><span className="font-mono">{restriction}</span></Badge></li>
                    ))}
                  </ul>
                ) : (
                  t('noRestrictions')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
