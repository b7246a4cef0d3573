import type { CdnProxiedRecord } from '../../../api/cdn';
import { Section, TableScroll } from '../../../components/ui/layout';
import { EmptyState } from '../../../components/ui/states';
import { useMessages } from '../../../i18n/use-messages';
import { zoneMessages } from './messages';

export function ProxiedRecords({ records }: { records: CdnProxiedRecord[] }) {
  const t = useMessages(zoneMessages);
  return (
    <Section id="records" title={t('recordsTitle')} description={t('recordsHelp')}>
      {records.length === 0 ? (
        <EmptyState title={t('recordsEmpty')} />
      ) : (
        <TableScroll label={t('recordsLabel')}>
          <table className="table">
            <caption className="sr-only">{t('recordsLabel')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('type')}</th>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('value')}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((record) => (
                <tr key={record.id}>
                  <td>{record.type}</td>
                  <td><code>{record.name}</code></td>
                  <td className="break-all"><code>{record.value}</code></td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Section>
  );
}
