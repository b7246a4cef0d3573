import { useEffect, useRef, useState } from 'react';
import type { ActionGate } from '../../../api/core/common';
import { isBlockedByEmailForwarding } from '../../../api/dns/record-gates';
import { dnsZoneListPagesQuery, type DnsZoneDetail } from '../../../api/dns/dns';
import {
  BULK_DNS_SCOPE,
  useQueueBulkDns,
} from '../../../components/dns/bulk-dns-job/use-queue-bulk-dns';
import { useReadZonesNow } from '../../../components/dns/record-search/use-read-zones-now';
import { ZonesReadProgress } from '../../../components/dns/record-search/zones-read-progress';
import { useLoadedList } from '../../../components/list/use-loaded-list';
import { ScopeOperations } from '../../../components/operations/scope-operations';
import { useJobStatus } from '../../../components/operations/use-operations';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { GatedButton } from '../../../components/ui/gated-button';
import { ServerText } from '../../../components/ui/server-text';
import { LoadingState } from '../../../components/ui/states';
import { useCount } from '../../../i18n/use-count';
import { useMessages } from '../../../i18n/use-messages';
import { unicodeHostname } from '../../../lib/unicode-hostname';
import { DiffList } from '../zone-file/diff-list';
import type { ImportPlan } from '../zone-file/zone-import-plan';
import {
  isSharedMailPreset,
  replacedBy,
  sharedMailRecords,
  type SharedMailPresetId,
} from './mail-presets';
import { mailPresetMessages } from './messages';
import { PresetChoice } from './preset-choice';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { NameList } from '../../../components/ui/name-list';

// Bulk DNS has no server gate: the session and the key's scope decide.
const offered: ActionGate = { allowed: true, reason: null };

interface Plans {
  zones: { zone: DnsZoneDetail; plan: Pick<ImportPlan, 'lines' | 'warnings'> }[];
  unread: string[];
  /** Zones whose email forwarding refuses the preset's root MX: the job would skip them whole. */
  forwarding: string[];
}

/**
 * A preset for several domains as ONE bulk DNS `update` job: the chosen zones are read (four at
 * a time, through the zone page's cache), the diff shown per domain, then the job queued and
 * followed as the bulk DNS page follows it.
 */
export function MailPresetBulk({ zone, onClose }: { zone: DnsZoneDetail; onClose: () => void }) {
  const t = useMessages(mailPresetMessages);
  const tCount = useCount(t);
  const list = useLoadedList(dnsZoneListPagesQuery(), Infinity);
  // Bulk DNS names domains: a zone without a domain on the account cannot be in the job.
  const zones = list.rows.filter((candidate) => candidate.domainId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set([zone.id]));
  const [preset, setPreset] = useState<SharedMailPresetId | null>(null);
  const [plans, setPlans] = useState<Plans | null>(null);
  const reading = useReadZonesNow();
  const queue = useQueueBulkDns();
  const sending = useRef(false);
  const [queued, setQueued] = useState<{ count: number; jobId: string } | null>(null);
  const failed = useJobStatus(queued?.jobId ?? null) === 'failed';
  // Back from a failed job: the same preset and domains are chosen; focus goes to showing the
  // changes again, since the button that brought the user back is gone.
  const showButton = useRef<HTMLButtonElement>(null);
  const [back, setBack] = useState(false);
  useEffect(() => {
    if (back && queued === null) showButton.current?.focus();
  }, [back, queued]);
  const tryAgain = () => {
    sending.current = false;
    queue.reset();
    setPlans(null);
    setBack(true);
    setQueued(null);
  };

  // Any change of choice hides the diff, so what is queued is always what was shown.
  const change = (next: () => void) => {
    next();
    setPlans(null);
    queue.reset();
  };
  const showChanges = async () => {
    if (!preset) return;
    const ids = zones.filter((candidate) => chosen.has(candidate.id)).map((item) => item.id);
    const result = await reading.read(ids);
    if (!result) return;
    const { planRecords } = await import('../zone-file/zone-import-plan');
    const records = sharedMailRecords(preset);
    const refused = (detail: DnsZoneDetail) =>
      records.some((record) => isBlockedByEmailForwarding(record, detail));
    const planned = ids.flatMap((id) => {
      const detail = result.zones.get(id);
      if (!detail) return [];
      return [
        { zone: detail, plan: planRecords(detail, records, replacedBy(records, detail.name)) },
      ];
    });
    setPlans({
      zones: planned.filter((item) => !refused(item.zone)),
      unread: zones
        .filter((candidate) => result.failed.has(candidate.id))
        .map((candidate) => unicodeHostname(candidate.name)),
      forwarding: planned
        .filter((item) => refused(item.zone))
        .map((item) => unicodeHostname(item.zone.name)),
    });
  };
  const send = async () => {
    if (!preset || !plans || sending.current) return;
    sending.current = true;
    const domainNames = plans.zones.map((item) => item.zone.name);
    try {
      const accepted = await queue.mutateAsync({
        action: 'update',
        domainNames,
        records: sharedMailRecords(preset),
      });
      setQueued({ count: domainNames.length, jobId: accepted.operation.jobId });
    } catch {
      // The error is shown below; the user may send again.
      sending.current = false;
    }
  };

  if (queued !== null)
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm font-medium">
          {tCount('queuedSeveral', queued.count)}
        </p>
        <ScopeOperations scope={BULK_DNS_SCOPE} />
        {failed && <p className="text-sm">{t('tryAgainHint')}</p>}
        <DialogActions>
          <Button onClick={onClose}>{t('close')}</Button>
          {failed && (
            <Button variant="primary" onClick={tryAgain}>
              {t('tryAgain')}
            </Button>
          )}
        </DialogActions>
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t('severalScope')}</p>
      <PresetChoice
        chosen={preset}
        onChoose={(next) => {
          if (isSharedMailPreset(next)) change(() => setPreset(next));
        }}
        reasonOf={(candidate) => (isSharedMailPreset(candidate) ? null : t('perDomainOnly'))}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-base font-semibold">{t('severalDomains')}</legend>
        {list.query.isError ? (
          <ErrorAlert error={list.query.error} onRetry={() => void list.query.refetch()} compact />
        ) : !list.complete ? (
          <LoadingState label={t('severalLoading')} failureReason={list.query.failureReason} />
        ) : (
          <ul className="grid max-h-48 grid-cols-1 gap-1 overflow-auto sm:grid-cols-2">
            {zones.map((candidate) => (
              <li key={candidate.id}>
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4"
                    checked={chosen.has(candidate.id)}
                    onChange={(event) =>
                      change(() => {
                        const next = new Set(chosen);
                        if (event.target.checked) next.add(candidate.id);
                        else next.delete(candidate.id);
                        setChosen(next);
                      })
                    }
                  />
                  <span className="wrap-anywhere">
                    <ServerText value={unicodeHostname(candidate.name)} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {plans === null && (
        <div>
          <Button
            ref={showButton}
            disabled={!preset || chosen.size === 0 || reading.progress !== null}
            onClick={() => void showChanges()}
          >
            {t('showChanges')}
          </Button>
          {(!preset || chosen.size === 0) && (
            <p className="muted mt-2 text-sm">{t('chooseSeveral')}</p>
          )}
        </div>
      )}
      <ZonesReadProgress progress={reading.progress} />
      {plans && (
        <>
          {plans.unread.length > 0 && (
            <p className="text-sm text-red-700 dark:text-red-300">
              {t.rich('unreadZones', { names: <NameList values={plans.unread} /> })}
            </p>
          )}
          {plans.forwarding.length > 0 && (
            <p className="text-sm text-amber-800 dark:text-amber-200">
              {t.rich('forwardingZones', { names: <NameList values={plans.forwarding} /> })}
            </p>
          )}
          {plans.zones.map(({ zone: detail, plan }) => (
            <section
              key={detail.id}
              aria-label={unicodeHostname(detail.name)}
              className="flex flex-col gap-2"
            >
              <h3 className="text-sm font-semibold">
                <ServerText value={unicodeHostname(detail.name)} />
              </h3>
              <DiffList zone={detail} plan={plan} sentWithoutTtl />
            </section>
          ))}
          {queue.error !== null && <ErrorAlert error={queue.error} compact />}
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
            <GatedButton
              requires="queueBulkDns"
              gate={offered}
              variant="primary"
              pending={queue.isPending}
              blockedReason={plans.zones.length === 0 ? t('chooseSeveral') : null}
              onClick={() => void send()}
            >
              {tCount('queueJob', plans.zones.length)}
            </GatedButton>
          </DialogActions>
        </>
      )}
    </div>
  );
}
