import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { domainListQuery } from '../../api/domains';
import { buttonClasses } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/error-alert';
import { PageHeader, TableScroll } from '../../components/ui/layout';
import { EmptyState, LoadingState } from '../../components/ui/states';
import { useMessages } from '../../i18n/use-messages';
import { cdnMessages } from './messages';

/**
 * The API has no CDN zone list (assumed-shapes.md): zones are found through the domains that
 * point at them, so this page reads the domains and lists those with a `cdnZoneId`.
 */
export function CdnZoneListPage() {
  const t = useMessages(cdnMessages);
  const query = useQuery(domainListQuery({ limit: 100 }));
  const header = (
    <PageHeader
      title={t('title')}
      description={t('description')}
      actions={
        <Link to="/cdn/security" className={buttonClasses('primary')}>
          {t('securityReport')}
        </Link>
      }
    />
  );
  if (query.isPending) return <>{header}<LoadingState failureReason={query.failureReason} /></>;
  if (query.isError) return <>{header}<ErrorAlert error={query.error} onRetry={() => void query.refetch()} /></>;
  const zones = query.data.data.filter((domain) => domain.cdnZoneId);
  return (
    <>
      {header}
      <div className="card">
        {zones.length === 0 ? (
          <EmptyState title={t('empty')} description={t('emptyHint')} />
        ) : (
          <TableScroll label={t('zonesLabel')}>
            <table className="table">
              <caption className="sr-only">{t('zonesLabel')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('domain')}</th>
                  <th scope="col">{t('zone')}</th>
                </tr>
              </thead>
              <tbody>
                {zones.map((domain) => (
                  <tr key={domain.id}>
                    <td>
                      <Link to={`/cdn/${domain.cdnZoneId}`} className="link font-medium">
                        {domain.unicodeName ?? domain.name}
                      </Link>
                    </td>
                    <td className="font-mono text-xs">{domain.cdnZoneId}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </div>
    </>
  );
}
