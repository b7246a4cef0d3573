import { Link } from 'react-router';
import { Section, TableScroll } from '../../../components/ui/layout';
import type { SecurityReportView, ZoneRow } from './security-report-view';
import { Sparkline } from './sparkline';
import { useReportFormat } from './use-report-format';

function PolicyText({ policy }: { policy: ZoneRow['policy'] }) {
  const { t, format } = useReportFormat();
  if (!policy || policy.mode === 'off') return <>{t('policy_off')}</>;
  if (policy.audience.length === 0) return <>{t('policyNoCountries')}</>;
  const countries = new Intl.ListFormat(format.locale, { type: 'disjunction' }).format(policy.audience.map((country) => country.name));
  const key = `policy_${policy.mode}`;
  return <>{t.has(key) ? t(key, { countries }) : `${policy.mode}: ${countries}`}</>;
}

function ZoneFailures({ failures }: { failures: SecurityReportView['failures'] }) {
  const { t } = useReportFormat();
  if (failures.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="mb-2 text-base font-semibold">{t('zoneFailuresTitle')}</h3>
      <ul className="flex flex-col gap-1 text-sm">
        {failures.map((failure, index) => (
          <li key={`${failure.zoneId ?? 'zone'}-${index}`}>
            {failure.zoneId ? <Link className="link font-medium" to={`/cdn/${failure.zoneId}`}>{failure.domain ?? failure.zoneId}</Link> : <span className="font-medium">{failure.domain ?? t('unknownZone')}</span>}
            {': '}
            {failure.reason ?? t('noReason')}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ZoneTable({ view }: { view: SecurityReportView }) {
  const { t, count, percent, shortTrend } = useReportFormat();
  return (
    <Section id="zones" title={t('zonesTitle')}>
      <TableScroll label={t('zonesLabel')}>
        <table className="table">
          <caption className="sr-only">{t('zonesLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('zone')}</th>
              <th scope="col">{t('policy')}</th>
              <th scope="col" className="text-right">{t('zoneActions')}</th>
              <th scope="col" className="text-right">{t('share')}</th>
              <th scope="col" className="text-right">{t('passRate')}</th>
              <th scope="col">{t('trend')}</th>
              <th scope="col">{t('last24Hours')}</th>
            </tr>
          </thead>
          <tbody>
            {view.zones.map((zone) => (
              <tr key={zone.zoneId}>
                <th scope="row" className="font-normal">
                  <Link className="link font-medium" to={`/cdn/${zone.zoneId}`}>{zone.domain}</Link>
                  {zone.qualifier === 'minimum' && <p className="muted text-xs">{t('zoneMinimum')}</p>}
                </th>
                <td className="min-w-48"><PolicyText policy={zone.policy} /></td>
                <td className="text-right whitespace-nowrap tabular-nums">{count(zone.securityActions, zone.qualifier)}</td>
                <td className="text-right tabular-nums">{percent(zone.sharePercent)}</td>
                <td className="text-right tabular-nums">{zone.passRatePercent === null ? t('notApplicable') : percent(zone.passRatePercent)}</td>
                <td className="whitespace-nowrap">{shortTrend(zone.trend)}</td>
                <td><Sparkline points={zone.hourly} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ZoneFailures failures={view.failures} />
    </Section>
  );
}
