import { Link } from 'react-router';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { DataTable } from '../../../components/ui/data-table';
import type { CsvColumn } from '../../../lib/csv';
import { Section } from '../../../components/ui/layout';
import type { SecurityReportView, ZoneRow } from './security-report-view';
import { Sparkline } from './sparkline';
import { useReportFormat } from './use-report-format';
import { ServerText } from '../../../components/ui/server-text';
import { useServerWords } from '../../../components/server-words';

function PolicyText({ policy }: { policy: ZoneRow['policy'] }) {
  const { t, format } = useReportFormat();
  if (!policy || policy.mode === 'off') return <>{t('policy_off')}</>;
  if (policy.audience.length === 0) return <>{t('policyNoCountries')}</>;
  const countries = format.orList(policy.audience.map((country) => country.name));
  const key = `policy_${policy.mode}`;
  return <>{t.or(key, `${policy.mode}: ${countries}`, { countries })}</>;
}

function ZoneFailures({ failures }: { failures: SecurityReportView['failures'] }) {
  const { t } = useReportFormat();
  const serverWords = useServerWords();
  if (failures.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="mb-2 text-base font-semibold">{t('zoneFailuresTitle')}</h3>
      <ul className="flex flex-col gap-1 text-sm">
        {failures.map((failure, index) => (
          <li key={`${failure.zoneId ?? 'zone'}-${index}`}>
            {failure.zoneId ? (
              <Link className="link font-medium" to={`/cdn/${failure.zoneId}`}>
                <ServerText value={failure.domain ?? failure.zoneId} />
              </Link>
            ) : (
              <span className="font-medium">{failure.domain ?? t('unknownZone')}</span>
            )}
            {': '}
            {serverWords(undefined, failure.reason) ?? t('noReason')}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ZoneTable({ view }: { view: SecurityReportView }) {
  const { t, count, percentInColumn, shortTrend } = useReportFormat();
  const csvColumns: CsvColumn<ZoneRow>[] = [
    { header: t('zone'), value: (zone) => zone.domain },
    { header: 'ID', value: (zone) => zone.zoneId },
    { header: t('policy'), value: (zone) => zone.policy?.mode ?? 'off' },
    { header: t('zoneActions'), value: (zone) => zone.securityActions },
    { header: t('challenged'), value: (zone) => zone.challenged },
    { header: t('hardBlocks'), value: (zone) => zone.hardBlocks },
    { header: t('share'), value: (zone) => zone.sharePercent },
    { header: t('passRate'), value: (zone) => zone.passRatePercent },
  ];
  return (
    <Section id="zones" title={t('zonesTitle')}>
      <div className="mb-3 flex justify-end">
        <ExportCsvButton fileName="security-zones" columns={csvColumns} shown={view.zones} />
      </div>
      <DataTable
        label={t('zonesLabel')}
        rows={view.zones}
        rowKey={(zone) => zone.zoneId}
        columns={[
          {
            header: t('zone'),
            rowHeader: true,
            cellClassName: 'font-normal',
            cell: (zone) => (
              <>
                <Link className="link font-medium" to={`/cdn/${zone.zoneId}`}>
                  <ServerText value={zone.domain} />
                </Link>
                {zone.qualifier === 'minimum' && (
                  <p className="muted text-xs">{t('zoneMinimum')}</p>
                )}
              </>
            ),
          },
          {
            header: t('policy'),
            cell: (zone) => <PolicyText policy={zone.policy} />,
            cellClassName: 'min-w-48',
          },
          {
            header: t('zoneActions'),
            cell: (zone) => count(zone.securityActions, zone.qualifier),
            className: 'text-right',
            cellClassName: 'whitespace-nowrap tabular-nums',
          },
          {
            header: t('share'),
            cell: (zone) => percentInColumn(zone.sharePercent),
            className: 'text-right',
            cellClassName: 'tabular-nums',
          },
          {
            header: t('passRate'),
            cell: (zone) =>
              zone.passRatePercent === null
                ? t('notApplicable')
                : percentInColumn(zone.passRatePercent),
            className: 'text-right',
            cellClassName: 'tabular-nums',
          },
          {
            header: t('trend'),
            cell: (zone) => shortTrend(zone.trend),
            cellClassName: 'whitespace-nowrap',
          },
          { header: t('last24Hours'), cell: (zone) => <Sparkline points={zone.hourly} /> },
        ]}
      />
      <ZoneFailures failures={view.failures} />
    </Section>
  );
}
