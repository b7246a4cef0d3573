import { useEffect, useRef, useState } from 'react';
import type { DnsZoneDetail } from '../../../api/dns/dns';
import { Button } from '../../../components/ui/button';
import { GatedButton, ungated } from '../../../components/ui/gated-button';
import { Notice } from '../../../components/ui/layout';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { commonMessages } from '../../../components/messages';
import { errorInOneLine } from '../../../components/ui/error-in-one-line';
import { useCount } from '../../../i18n/use-count';
import { useFormat, useLanguage, useMessages } from '../../../i18n/use-messages';
import type { LineState } from './apply-plan';
import { zoneFileMessages } from './messages';
import { useApplyLines } from './use-apply-lines';
import type { DiffLine } from './zone-diff';
import { DiffList } from './diff-list';
import type { ImportPlan } from './zone-import-plan';
import { DialogActions } from '../../../components/ui/dialog-actions';

interface ImportReviewProps {
  zone: DnsZoneDetail;
  plan: Pick<ImportPlan, 'lines' | 'warnings' | 'held'>;
  onClose: () => void;
}

/** The diff with a box per line to untick, then the apply with a result per line. */
export function ImportReview({ zone, plan, onClose }: ImportReviewProps) {
  const t = useMessages(zoneFileMessages);
  const common = useMessages(commonMessages);
  const { language } = useLanguage();
  const format = useFormat();
  const tCount = useCount(t);
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
  const resultText = (state: LineState | undefined) => {
    if (!state) return '';
    if (state.status === 'failed')
      return t('state_failed', { reason: errorInOneLine(state.error, common, language) });
    return t(`state_${state.status}`);
  };
  // How many lines a retry is sending: its button stays, busy, with that count until it ends.
  const [retrying, setRetrying] = useState<number | null>(null);
  const showRetry = started && (failed.length > 0 || retrying !== null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const retried = useRef(false);
  // A retry in which every line went through takes its button away: focus goes on to Close
  // instead of dropping to the page body.
  useEffect(() => {
    if (showRetry || !retried.current) return;
    retried.current = false;
    closeButton.current?.focus();
  }, [showRetry]);
  const held = plan.held > 0 && <Notice tone="warning">{tCount('held', plan.held)}</Notice>;
  if (actionable.length === 0)
    return (
      <div className="flex flex-col gap-3">
        {held}
        <p className="text-sm">{t('nothing')}</p>
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      {held}
      <DiffList
        zone={zone}
        plan={plan}
        control={(line, label) =>
          line.kind === 'unchanged' ? (
            <span />
          ) : (
            <input
              type="checkbox"
              className="mt-1"
              aria-label={label}
              checked={chosen.has(line.key)}
              disabled={started}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(line.key);
                else next.delete(line.key);
                setChosen(next);
              }}
            />
          )
        }
        result={(line) => resultText(stateOf(line))}
      />
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
      <DialogActions>
        <Button
          ref={closeButton}
          onClick={() => {
            apply.stop();
            onClose();
          }}
        >
          {started && !apply.running ? common('close') : t('cancel')}
        </Button>
        {showRetry && (
          <Button
            busy={apply.running}
            onClick={() => {
              retried.current = true;
              setRetrying(failed.length);
              void apply.run(failed).finally(() => setRetrying(null));
            }}
          >
            {tCount('retryFailed', retrying ?? failed.length)}
          </Button>
        )}
        {!started && (
          <GatedButton
            requires="changeDnsRecords"
            gate={ungated}
            variant="primary"
            blockedReason={chosen.size === 0 ? t('noneChosen') : null}
            onClick={() => void apply.run(actionable.filter((line) => chosen.has(line.key)))}
          >
            {tCount('apply', chosen.size)}
          </GatedButton>
        )}
      </DialogActions>
    </div>
  );
}
