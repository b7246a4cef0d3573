import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { domainListQuery } from '../../api/domains/domains';
import { DataTable } from '../../components/ui/data-table';
import { ErrorAlert } from '../../components/ui/error-alert';
import { PageHeader } from '../../components/ui/layout';
import { ButtonLink } from '../../components/ui/links';
import { EmptyState, LoadingState } from '../../components/ui/states';
import { useMessages } from '../../i18n/use-messages';
import { cdnMessages } from './messages';
import { cdnFrames } from './page-frame-messages';
import { ServerText } from '../../components/ui/server-text';

/**
 * The API has no CDN zone list (assumed-shapes.md): zones are found through the domains that
 * point at them, so this page reads the domains and lists those with a `cdnZoneId`.
 */
export function CdnZoneListPage() {
  const t = useMessages(cdnMessages);
  const f = useMessages(cdnFrames);
  const query = useQuery(domainListQuery({ limit: 100 }));
  const header = (
    <PageHeader
      title={f('listTitle')}
      description={f('listDescription')}
      actions={
        <ButtonLink to="/cdn/security" variant="primary">
          {t('securityReport')}
        </ButtonLink>
      }
    />
  );
  if (query.isPending)
    return (
      <>
        {header}
        <LoadingState failureReason={query.failureReason} />
      </>
    );
  if (query.isError)
    return (
      <>
        {header}
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  const zones = query.data.data.filter((domain) => domain.cdnZoneId);
  return (
    <>
      {header}
      <div className="card">
        {zones.length === 0 ? (
          <EmptyState title={t('empty')} description={t('emptyHint')} />
        ) : (
          <DataTable
            label={t('zonesLabel')}
            rows={zones}
            rowKey={(domain) => domain.id}
            columns={[
              {
                header: t('domain'),
                cell: (domain) => (
                  <Link to={`/cdn/${domain.cdnZoneId}`} className="link font-medium">
                    <ServerText value={domain.unicodeName ?? domain.name} />
                  </Link>
                ),
              },
              {
                header: t('zone'),
                cell: (domain) => domain.cdnZoneId,
                cellClassName: 'font-mono text-xs',
              },
            ]}
          />
        )}
      </div>
    </>
  );
}
