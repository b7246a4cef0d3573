import type { ReactNode } from 'react';
import type { DnsRecord, DnsZoneDetail } from '../../../api/dns/dns';
import type { ZoneRecordLike } from '../../../api/dns/zone-conflicts';
import { relativeRecordName } from '../../../api/dns/record-name';
import { Badge } from '../../../components/ui/layout';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { lintMessages } from '../lint/messages';
import { zoneFileMessages } from './messages';
import type { DiffLine } from './zone-diff';
import type { ImportPlan } from './zone-import-plan';

/** The whole data in zone file order (MX and SRV numbers before the target), so each is seen. */
const dataOf = (record: ZoneRecordLike) =>
  [record.priority, record.weight, record.port, record.value]
    .filter((part) => part != null)
    .join(' ');
const ttlOf = (record: DnsRecord) => (record.ttl != null ? ` (TTL ${record.ttl})` : '');

const recordOf = (line: DiffLine) =>
  line.kind === 'create' || line.kind === 'change' ? line.after : line.before;

interface DiffListProps {
  zone: Pick<DnsZoneDetail, 'name'>;
  plan: Pick<ImportPlan, 'lines' | 'warnings'>;
  /**
   * What starts each line (the import's box to untick), given the line's name in words: an element
   * on every line, an empty one where there is nothing to tick, so the badges stay in one column.
   */
  control?: (line: DiffLine, label: string) => ReactNode;
  /** Each line's result once sent, said under its record. */
  result?: (line: DiffLine) => string;
  /**
   * Every record but the deleted ones is sent again without a TTL (a bulk DNS `update` job), so
   * each ends with the server's default TTL whatever it has now.
   */
  sentWithoutTtl?: boolean;
}

/** The diff's totals and one line per record: create, change (with what it was), delete, unchanged. */
export function DiffList({ zone, plan, control, result, sentWithoutTtl = false }: DiffListProps) {
  const t = useMessages(zoneFileMessages);
  const lint = useMessages(lintMessages);
  const format = useFormat();
  const count = (kind: DiffLine['kind']) =>
    format.number(plan.lines.filter((line) => line.kind === kind).length);
  return (
    <>
      <p className="text-sm font-medium">
        {t('summary', {
          create: count('create'),
          change: count('change'),
          delete: count('delete'),
          unchanged: count('unchanged'),
        })}
      </p>
      {/* One grid for every line (each line a subgrid of it): the badges differ in width
          ("Unchanged", "Create"), and the records start at one x whatever the badge before them. */}
      <ul
        aria-label={t('reviewLabel', { zone: zone.name })}
        className={`grid max-h-96 gap-x-2 gap-y-1 overflow-auto text-sm ${control ? 'grid-cols-[auto_auto_minmax(0,1fr)]' : 'grid-cols-[auto_minmax(0,1fr)]'}`}
      >
        {plan.lines.map((line) => {
          const record = recordOf(line);
          const name = relativeRecordName(record.name, zone.name);
          const kind = t(`kind_${line.kind}`);
          const warnings = plan.warnings.get(line.key) ?? [];
          const sent = sentWithoutTtl && line.kind !== 'delete';
          const now =
            line.kind === 'change' || (sent && line.kind === 'unchanged' && line.before.ttl != null)
              ? line.before
              : null;
          return (
            <li
              key={line.key}
              className="col-span-full grid grid-cols-subgrid items-start justify-items-start border-b border-slate-100 py-1 dark:border-slate-800"
            >
              {control?.(line, t('include', { kind, type: record.type, name }))}
              <Badge
                tone={
                  line.kind === 'delete' ? 'bad' : line.kind === 'unchanged' ? 'neutral' : 'info'
                }
              >
                {kind}
              </Badge>
              <span className="min-w-0 font-mono text-xs wrap-anywhere">
                {name} {record.type} {dataOf(record)}
                {sent && ` ${t('ttlServerDefault')}`}
                {now && (
                  <span className="muted block">
                    {t('was', { record: `${dataOf(now)}${ttlOf(now)}` })}
                  </span>
                )}
                {warnings.map((warning) => (
                  <span
                    key={warning.rule}
                    className="block font-sans text-amber-800 dark:text-amber-200"
                  >
                    {lint(warning.rule, warning.params)}
                  </span>
                ))}
                {/* Under the record rather than in a column of its own, so a long failure never
                    narrows the record beside it. */}
                {result && (
                  <span role="status" className="block font-sans">
                    {result(line)}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
