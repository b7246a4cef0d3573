import { Notice, Section } from '../../../components/ui/layout';
import { ServerText } from '../../../components/ui/server-text';
import { WrapAfter } from '../../../components/ui/wrap-after';
import { AiSummary } from './ai-summary';
import { HourlyChart } from './hourly-chart';
import { PassRateSection } from './pass-rate-section';
import { ReportHeadline } from './report-headline';
import type { SecurityReportView, ShareRow } from './security-report-view';
import { ShareTable } from './share-table';
import { useReportFormat } from './use-report-format';
import { ZoneTable } from './zone-table';

const pathCell = (row: ShareRow) => (
  <code>
    <WrapAfter value={row.label} separator="/" />
  </code>
);

export function ReportBody({ view }: { view: SecurityReportView }) {
  const { t, format, label } = useReportFormat();
  const q = view.qualifier;
  return (
    <>
      <p className="muted mb-4 text-sm">
        {t('window', {
          start: format.dateTime(view.windowStart),
          end: format.dateTime(view.windowEnd),
        })}{' '}
        {t('generated', { when: format.relative(view.generatedAt) })}
      </p>
      {q === 'minimum' && (
        <div className="mb-6">
          <Notice tone="info">{t('minimumNotice')}</Notice>
        </div>
      )}
      <ReportHeadline view={view} />
      {view.ai && <AiSummary ai={view.ai} />}
      <Section id="hourly" title={t('hourlyTitle')}>
        <HourlyChart
          points={view.hourly}
          peak={view.peakHour}
          windowStart={view.windowStart}
          windowEnd={view.windowEnd}
          qualifier={q}
        />
      </Section>
      <PassRateSection view={view} />
      <ZoneTable view={view} />
      <Section id="breakdowns" title={t('breakdownsTitle')}>
        <div className="grid gap-8 lg:grid-cols-2">
          <ShareTable
            title={t('countriesTitle')}
            keyHeader={t('country')}
            shareHeader={t('shareOfActions')}
            rows={view.countries}
            qualifier={q}
          />
          <ShareTable
            title={t('pathsTitle')}
            keyHeader={t('path')}
            shareHeader={t('shareOfActions')}
            rows={view.paths}
            qualifier={q}
            renderKey={pathCell}
          />
          <ShareTable
            title={t('ipsTitle')}
            keyHeader={t('ip')}
            shareHeader={t('shareOfActions')}
            rows={view.ips}
            qualifier={q}
            renderKey={(row) => (
              <code>
                <ServerText value={row.label} />
              </code>
            )}
          />
          {/* The two short tables share a cell, so five tables fill two columns without a gap. */}
          <div className="flex flex-col gap-8">
            <ShareTable
              title={t('actionsTitle')}
              keyHeader={t('action')}
              shareHeader={t('shareOfActions')}
              rows={view.actions}
              qualifier={q}
              renderKey={(row) => label('action', row.key)}
            />
            <ShareTable
              title={t('sourcesTitle')}
              keyHeader={t('source')}
              shareHeader={t('shareOfActions')}
              rows={view.sources}
              qualifier={q}
              renderKey={(row) => label('source', row.key)}
            />
          </div>
        </div>
      </Section>
      <Section id="trusted" title={t('trustedTitle')} description={t('trustedHelp')}>
        <div className="grid gap-8 lg:grid-cols-2">
          <ShareTable
            title={t('trustedPathsTitle')}
            keyHeader={t('path')}
            shareHeader={t('shareOfTrusted')}
            rows={view.trustedPaths}
            qualifier={q}
            renderKey={pathCell}
          />
          <ShareTable
            title={t('trustedBotsTitle')}
            keyHeader={t('bot')}
            shareHeader={t('shareOfTrusted')}
            rows={view.trustedBots}
            qualifier={q}
            keyDetail={{
              header: t('category'),
              render: (row) =>
                row.category ? label('category', row.category) : t('notApplicable'),
            }}
          />
        </div>
      </Section>
    </>
  );
}
