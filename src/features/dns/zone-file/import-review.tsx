import { useState } from 'react';
import type { DnsRecord, DnsZoneDetail } from '../../../api/dns/dns';
import { relativeRecordName } from '../../../api/dns/record-name';
import type { ActionGate } from '../../../api/core/common';
import { Button } from '../../../components/ui/button';
import { GatedButton } from '../../../components/ui/gated-button';
import { Badge } from '../../../components/ui/layout';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { lintMessages } from '../lint/messages';
import type { LineState } from './apply-plan';
import { zoneFileMessages } from './messages';
import { useApplyLines } from './use-apply-lines';
import type { DiffLine } from './zone-diff';
import type { ImportPlan } from './zone-import-plan';

// Record changes have no server gate: the session and the key's scope decide.
const offered: ActionGate = { allowed: true, reason: null };

const valueOf = (record: DnsRecord) =>
  `${record.priority != null ? `${record.priority} ` : ''}${record.value}`;
const ttlOf = (record: DnsRecord) => (record.ttl != null ? ` (TTL ${record.ttl})` : '');

const recordOf = (line: DiffLine) =>
  line.kind === 'create' || line.kind === 'change' ? line.after : line.before;

interface ImportReviewProps {
  zone: DnsZoneDetail;
  plan: Pick<ImportPlan, 'lines' | 'warnings'>;
  onClose: () => void;
}

/** The diff with a box per line to untick, then the apply with a result per line. */
export function ImportReview({ zone, plan, onClose }: ImportReviewProps) {
  const t = useMessages(zoneFileMessages);
  const lint = useMessages(lintMessages);
  const format = useFormat();
  const apply = useApplyLines(zone.id);
  const actionable = plan.lines.filter((line) => line.kind !== 'unchanged');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(actionable.map((line) => line.key)),
  );
  const started = apply.states.size > 0;
  const stateOf = (line: DiffLine): LineState | undefined => apply.states.get(line.key);
  const sent = actionable.filter((line) => stateOf(line) !== undefined);
  const done = sent.filter((line) => stateOf(line)?.status === 'done').length;
  const failed = sent.filter((line) => stateOf(line)?.status === 'failed');
  const count = (kind: DiffLine['kind']) =>
    format.number(plan.lines.filter((line) => line.kind === kind).length);
  const resultText = (state: LineState | undefined) => {
    if (!state) return '';
    if (state.status === 'failed') return t('state_failed', { code: state.code });
    return t(`state_${state.status}`);
  };
  if (actionable.length === 0) return <p className="text-sm">{t('nothing')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium">
        {t('summary', {
          create: count('create'),
          change: count('change'),
          delete: count('delete'),
          unchanged: count('unchanged'),
        })}
      </p>
      <ul
        aria-label={t('reviewLabel', { zone: zone.name })}
        className="flex max-h-96 flex-col gap-1 overflow-auto text-sm"
      >
        {plan.lines.map((line) => {
          const record = recordOf(line);
          const name = relativeRecordName(record.name, zone.name);
          const kind = t(`kind_${line.kind}`);
          const warnings = plan.warnings.get(line.key) ?? [];
          return (
            <li
              key={line.key}
              className="flex flex-wrap items-start gap-2 border-b border-slate-100 py-1 dark:border-slate-800"
            >
              {line.kind === 'unchanged' ? (
                <span className="w-4" />
              ) : (
                <input
                  type="checkbox"
                  className="mt-1"
                  aria-label={t('include', { kind, type: record.type, name })}
                  checked={chosen.has(line.key)}
                  disabled={started}
                  onChange={(event) => {
                    const next = new Set(chosen);
                    if (event.target.checked) next.add(line.key);
                    else next.delete(line.key);
                    setChosen(next);
                  }}
                />
              )}
              <Badge
                tone={
                  line.kind === 'delete' ? 'bad' : line.kind === 'unchanged' ? 'neutral' : 'info'
                }
              >
                {kind}
              </Badge>
              <span className="min-w-0 flex-1 font-mono text-xs break-all">
                {name} {record.type}{' '}
                {'priority' in record && record.priority != null ? `${record.priority} ` : ''}
                {record.value}
                {line.kind === 'change' && (
                  <span className="muted block">
                    {t('was', { record: `${valueOf(line.before)}${ttlOf(line.before)}` })}
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
              </span>
              <span role="status" className="text-xs">
                {resultText(stateOf(line))}
              </span>
            </li>
          );
        })}
      </ul>
      {started && (
        <>
          <ProgressBar
            label={t('progress')}
            value={sent.length === 0 ? 0 : ((done + failed.length) / sent.length) * 100}
          />
          <p className="text-sm">
            {t('progressText', { done: format.number(done), total: format.number(sent.length) })}
          </p>
          {!apply.running && (
            <p role="status" className="text-sm font-medium">
              {t('finished', { done: format.number(done), failed: format.number(failed.length) })}
            </p>
          )}
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {!started && (
          <GatedButton
            requires="changeDnsRecords"
            gate={offered}
            variant="primary"
            blockedReason={chosen.size === 0 ? t('noneChosen') : null}
            onClick={() => void apply.run(actionable.filter((line) => chosen.has(line.key)))}
          >
            {t('apply', { count: format.number(chosen.size) })}
          </GatedButton>
        )}
        {started && failed.length > 0 && (
          <Button disabled={apply.running} onClick={() => void apply.run(failed)}>
            {t('retryFailed', { count: format.number(failed.length) })}
          </Button>
        )}
        <Button
          onClick={() => {
            apply.stop();
            onClose();
          }}
        >
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
