import type { CdnZone } from '../../../api/cdn/cdn';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { DataTable } from '../../../components/ui/data-table';
import { Badge, DefinitionList, Section } from '../../../components/ui/layout';
import { useAreaWords } from '../../../components/area-words';
import { useServerWords } from '../../../components/server-words';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import type { CsvColumn } from '../../../lib/csv';
import { cdnWords } from '../cdn-words';
import { zoneMessages } from './messages';
import { SslStatusBadge, ZoneStatusBadge } from './zone-status';

const gateNames = [
  'canEnableProxy',
  'canIssueCertificate',
  'canChangeMode',
  'canActivate',
  'canDeactivate',
] as const;

/** Gates whose action has a control on this page; the others the API offers no call for. */
const controlOf: Partial<Record<(typeof gateNames)[number], string>> = {
  canEnableProxy: '#zone-settings-title',
  canChangeMode: '#zone-settings-title',
};

function ZoneGates({ actions }: { actions: NonNullable<CdnZone['actions']> }) {
  const t = useMessages(zoneMessages);
  const words = useServerWords();
  const reasons = useAreaWords(cdnWords);
  type GateName = (typeof gateNames)[number];
  const reasonOf = (name: GateName) => {
    const gate = actions[name];
    return gate.allowed ? null : words(gate.code ? reasons(gate.code) : undefined, gate.reason);
  };
  const availability = (name: GateName) =>
    !actions[name].allowed ? t('unavailable') : controlOf[name] ? t('available') : t('viaSupport');
  const csvColumns: CsvColumn<GateName>[] = [
    { header: t('action'), value: (name) => t(`gate_${name}`) },
    { header: t('availability'), value: availability },
    { header: t('reason'), value: reasonOf },
  ];
  return (
    <div className="mt-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">{t('gatesTitle')}</h3>
        <ExportCsvButton fileName="cdn-zone-actions" columns={csvColumns} shown={gateNames} />
      </div>
      <DataTable
        label={t('gatesLabel')}
        rows={gateNames}
        rowKey={(name) => name}
        columns={[
          {
            header: t('action'),
            cell: (name) => t(`gate_${name}`),
            rowHeader: true,
            cellClassName: 'font-normal',
          },
          {
            header: t('availability'),
            cell: (name) => {
              const gate = actions[name];
              const control = controlOf[name];
              if (gate.allowed && !control) {
                return (
                  <>
                    <Badge tone="neutral">{t('viaSupport')}</Badge>
                    <p className="muted mt-1 text-xs">{t('viaSupportHint')}</p>
                  </>
                );
              }
              const reason = reasonOf(name);
              return (
                <>
                  <Badge tone={gate.allowed ? 'good' : 'neutral'}>
                    {gate.allowed ? t('available') : t('unavailable')}
                  </Badge>
                  {control && gate.allowed && (
                    <a href={control} className="link ml-2 text-xs">
                      {t('goToSetting')}
                    </a>
                  )}
                  {reason && <p className="muted mt-1 text-xs">{reason}</p>}
                </>
              );
            },
          },
        ]}
      />
    </div>
  );
}

export function ZoneOverview({ zone }: { zone: CdnZone }) {
  const t = useMessages(zoneMessages);
  const format = useFormat();
  const when = (iso: string | null | undefined) => (iso ? format.dateTime(iso) : t('never'));
  const level = zone.security?.level ?? zone.securityLevel;
  const levelKey = `level_${level ?? ''}`;
  const items = [
    zone.status && { term: t('status'), value: <ZoneStatusBadge status={zone.status} /> },
    zone.ssl && {
      term: t('certificate'),
      value: (
        <span className="flex flex-wrap items-center gap-2">
          <SslStatusBadge status={zone.ssl.status} />
          {zone.ssl.expiresAt && (
            <span className="font-normal">
              {t('certificateExpires', { date: format.date(zone.ssl.expiresAt) })}
            </span>
          )}
        </span>
      ),
    },
    zone.proxied !== undefined && { term: t('proxy'), value: zone.proxied ? t('on') : t('off') },
    level && { term: t('securityLevel'), value: t.or(levelKey, level) },
    zone.ruleCount !== undefined && { term: t('ruleCount'), value: format.number(zone.ruleCount) },
    zone.activity && { term: t('settingsUpdatedAt'), value: when(zone.activity.settingsUpdatedAt) },
    zone.activity && { term: t('lastCheckedAt'), value: when(zone.activity.lastCheckedAt) },
    zone.activity && {
      term: t('lastChangeDetectedAt'),
      value: when(zone.activity.lastChangeDetectedAt),
    },
  ].filter((item) => typeof item === 'object' && item !== null);
  return (
    <Section id="overview" title={t('overviewTitle')}>
      <DefinitionList items={items} />
      {zone.actions && <ZoneGates actions={zone.actions} />}
    </Section>
  );
}
