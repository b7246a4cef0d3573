import { useCallback, useMemo, useRef, useState } from 'react';
import { LintBadge } from '../lint/lint-badge';
import type { LintFinding } from '../lint/lint-types';
import { useZoneLint } from '../lint/use-zone-lint';
import { lintMessages } from '../lint/messages';
import { ZoneLint } from '../lint/zone-lint';
import { flushSync } from 'react-dom';
import type { DnsZoneDetail } from '../../../api/dns/dns';
import {
  emptyRecordFormValues,
  recordFormValuesOf,
  type RecordFormValues,
} from '../../../components/dns/record-form-values';
import { relativeRecordName } from '../../../api/dns/record-name';
import { unicodeHostname } from '../../../lib/unicode-hostname';
import { hasCode } from '../../../api/core/errors';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { commandLabel, usePageCommands } from '../../../components/finder/page-commands';
import { GatedButton, ungated, useActionReason } from '../../../components/ui/gated-button';
import { Notice, Section } from '../../../components/ui/layout';
import { EmptyState } from '../../../components/ui/states';
import { useChangedRows } from '../../../components/changed-rows/use-changed-rows';
import { focusSectionHeading } from '../../../components/ui/focus-heading';
import { notify } from '../../../components/toast/toast-store';
import { useCount } from '../../../i18n/use-count';
import { useMessages } from '../../../i18n/use-messages';
import { DeleteRecordDialog } from './delete-record-dialog';
import { recordMessages } from './messages';
import { RecordForm } from './record-form';
import { RecordTable } from './record-table';
import { RecordToolbar } from './record-toolbar';
import type { RecordRow } from './record-view';
import { useRecordListing } from './use-record-listing';
import { useDeleteRecord, useSetProxied } from './use-record-mutations';
import { useProxyOffConfirm } from './use-proxy-off-confirm';
import { InlineName } from '../../../components/ui/server-text';

interface Editing {
  recordId: string | null;
  initial: RecordFormValues;
  title: string;
}

export function RecordsSection({ zone }: { zone: DnsZoneDetail }) {
  const t = useMessages(recordMessages);
  const tCount = useCount(t);
  const listing = useRecordListing(zone);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<RecordRow | null>(null);
  const { changed, markChanged } = useChangedRows();
  const tableArea = useRef<HTMLDivElement>(null);
  // Where focus goes once a deleted record's row, which opened the dialog, is gone.
  const focusAfterDelete = useRef<'table' | 'heading' | null>(null);
  const proxy = useSetProxied(zone.id);
  const remove = useDeleteRecord(zone.id);
  const { mutate: mutateProxy } = proxy;
  const { reset: resetRemove } = remove;
  const lintT = useMessages(lintMessages);
  const lint = useZoneLint(zone);
  const { byRecord } = lint;
  const badge = useMemo(
    () => ({
      header: lintT('column'),
      // On a phone's card a row without findings has no "Check" line (its value would be empty).
      cellClassName: 'max-sm:has-[>div:empty]:hidden',
      cell: (row: RecordRow) => {
        const found = byRecord.get(row.record.id);
        return found ? <LintBadge findings={found} /> : null;
      },
    }),
    [byRecord, lintT],
  );

  // Stable row handlers let the memoised table skip the render of each keystroke in the search.
  const startEdit = useCallback(
    (row: RecordRow) => {
      const initial = recordFormValuesOf(row.record, zone.name);
      if (initial)
        setEditing({
          recordId: row.record.id,
          initial,
          title: t('editTitle', { type: row.record.type, name: row.name }),
        });
    },
    [t, zone.name],
  );
  const setProxied = useCallback(
    (row: RecordRow, proxied: boolean) => {
      mutateProxy(
        { recordId: row.record.id, proxied },
        {
          onSuccess: () => {
            markChanged([row.record.id]);
            notify({
              kind: 'success',
              title: t.rich(proxied ? 'proxyOn' : 'proxyOff', {
                name: <InlineName value={row.name} />,
                type: row.record.type,
              }),
            });
          },
        },
      );
    },
    [t, mutateProxy, markChanged],
  );
  const proxyOff = useProxyOffConfirm(setProxied);
  const askDelete = useCallback(
    (row: RecordRow) => {
      resetRemove();
      setDeleting(row);
    },
    [resetRemove],
  );
  const confirmDelete = async (row: RecordRow) => {
    const outcome = await remove.mutateAsync(row.record.id);
    // The table goes too when this was the last record it showed.
    focusAfterDelete.current = listing.matching > 1 ? 'table' : 'heading';
    setDeleting(null);
    notify({
      kind: outcome === 'deleted' ? 'success' : 'info',
      title: t.rich(outcome === 'deleted' ? 'deleted' : 'alreadyDeleted', {
        name: <InlineName value={row.name} />,
        type: row.record.type,
      }),
    });
  };
  const focusAfterDeleteDialog = useCallback(() => {
    const where = focusAfterDelete.current;
    focusAfterDelete.current = null;
    if (where === 'table')
      return tableArea.current?.querySelector<HTMLElement>('[role="region"]') ?? null;
    return where === 'heading' ? focusSectionHeading('records') : null;
  }, []);
  const fix = useCallback(
    (finding: LintFinding) => {
      const record = zone.records.find((candidate) => candidate.id === finding.record?.id);
      if (record) {
        startEdit({ record, name: relativeRecordName(record.name, zone.name), searchText: '' });
        return;
      }
      // Something missing: a new record with a safe start the user reviews before saving.
      const missing =
        finding.rule === 'dmarcMissing'
          ? { name: '_dmarc', value: 'v=DMARC1; p=none' }
          : { name: '@', value: 'v=spf1 mx -all' };
      setEditing({
        recordId: null,
        initial: { ...emptyRecordFormValues('TXT'), ...missing },
        title: t('addTitle', { zone: zone.name }),
      });
    },
    [zone, startEdit, t],
  );
  const startAdd = () =>
    setEditing({
      recordId: null,
      initial: emptyRecordFormValues(),
      title: t('addTitle', { zone: zone.name }),
    });
  const actionReason = useActionReason('changeDnsRecords');
  usePageCommands([
    {
      id: `add-record:${zone.id}`,
      ...commandLabel(t, 'addCommand', { zone: unicodeHostname(zone.name) }),
      blocked: actionReason(ungated),
      run: startAdd,
    },
  ]);
  const showMore = () => {
    // The last batch takes the button away; focus goes to the table rather than to the page.
    if (listing.next === listing.remaining) {
      tableArea.current
        ?.querySelector<HTMLElement>('[role="region"]')
        ?.focus({ preventScroll: true });
    }
    listing.showMore();
  };

  return (
    <>
      <ZoneLint zone={zone} findings={lint.findings} onFix={fix} />
      <Section
        id="records"
        title={t('title')}
        description={t.rich('description', { zone: <InlineName value={zone.name} /> })}
        actions={
          <GatedButton
            requires="changeDnsRecords"
            gate={ungated}
            variant="primary"
            onClick={startAdd}
          >
            {t('add')}
          </GatedButton>
        }
      >
        <div className="flex flex-col gap-4">
          {hasCode(proxy.error, 'dns_record_not_proxiable') && (
            <Notice tone="warning">{t('notProxiableError')}</Notice>
          )}
          {hasCode(proxy.error, 'dns_zone_not_on_cdn') && (
            <Notice tone="warning">{t('noCdnError')}</Notice>
          )}
          {proxy.error && <ErrorAlert error={proxy.error} compact />}
          {zone.records.length === 0 ? (
            <EmptyState title={t('empty')} description={t('emptyHint')} />
          ) : (
            <>
              <RecordToolbar
                view={listing.view}
                onChange={listing.setView}
                shown={listing.shown.length}
                matching={listing.matching}
                total={zone.records.length}
                updating={listing.updating}
                exportRows={{ zone: zone.name, matches: listing.matches, all: listing.sorted }}
              />
              {listing.matching === 0 ? (
                <EmptyState title={t('noMatch')} description={t('noMatchHint')} />
              ) : (
                // Layout containment: a keystroke changes the toolbar above, and without it the browser
                // repainted every row of the table for that (25–50 ms per keystroke at 4× slowdown).
                <div ref={tableArea} aria-busy={listing.updating} className="[contain:layout]">
                  <RecordTable
                    zone={zone}
                    rows={listing.shown}
                    view={listing.shownView}
                    onSort={listing.sortBy}
                    proxyPendingId={proxy.isPending ? (proxy.variables?.recordId ?? null) : null}
                    onProxy={proxyOff.onProxy}
                    onEdit={startEdit}
                    onDelete={askDelete}
                    badge={badge}
                    changed={changed}
                  />
                </div>
              )}
              {listing.next > 0 && (
                <div>
                  <Button onClick={showMore}>{tCount('showMore', listing.next)}</Button>
                </div>
              )}
            </>
          )}
        </div>
        <Dialog
          open={editing !== null}
          title={editing?.title ?? ''}
          onClose={() => setEditing(null)}
        >
          {editing && (
            <RecordForm
              key={editing.recordId ?? 'new'}
              zone={zone}
              title={editing.title}
              recordId={editing.recordId}
              initial={editing.initial}
              onCancel={() => setEditing(null)}
              onSaved={(input, saved) => {
                // Closed at once, so a second click of a double click has no form left to submit.
                flushSync(() => setEditing(null));
                const labels = {
                  type: input.type,
                  name: <InlineName value={relativeRecordName(input.name, zone.name)} />,
                };
                markChanged([saved.id]);
                notify({
                  kind: 'success',
                  title: t.rich(editing.recordId === null ? 'created' : 'updated', labels),
                });
              }}
            />
          )}
        </Dialog>
        {proxyOff.dialog}
        <DeleteRecordDialog
          zone={zone}
          row={deleting}
          pending={remove.isPending}
          waiting={remove.waiting}
          error={remove.error}
          onConfirm={confirmDelete}
          onCancel={() => {
            resetRemove();
            setDeleting(null);
          }}
          focusAfterClose={focusAfterDeleteDialog}
        />
      </Section>
    </>
  );
}
