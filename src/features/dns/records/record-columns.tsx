import { useId, useMemo } from 'react';
import type { DnsZone } from '../../../api/dns/dns';
import { isBlockedByEmailForwarding } from '../../../api/dns/record-gates';
import { isDnsRecordType } from '../../../api/dns/record-types';
import { Button } from '../../../components/ui/button';
import type { Column, ColumnSort } from '../../../components/ui/data-table';
import { WrapAfter } from '../../../components/ui/wrap-after';
import { useLearnedBlock } from '../../../components/permissions/use-learned-permissions';
import { ungated, useGateReason } from '../../../components/ui/gated-button';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { recordMessages } from './messages';
import { ProxySwitch } from './proxy-switch';
import { blockProps, OwnReason, ownReason, type RowBlock } from './row-block';
import { RecordValue } from './record-value';
import type { RecordRow, RecordSortKey, RecordView } from './record-view';
import { ttlInUnit } from './ttl-unit';

export interface RecordColumnsOptions {
  zone: DnsZone;
  view: Pick<RecordView, 'sort' | 'descending'>;
  onSort: (key: RecordSortKey) => void;
  proxyPendingId: string | null;
  onProxy: (row: RecordRow, proxied: boolean) => void;
  onEdit: (row: RecordRow) => void;
  onDelete: (row: RecordRow) => void;
  /** An extra column before the actions (the zone check's findings); stable while unchanged. */
  badge?: Column<RecordRow> | undefined;
}

interface RowActionsProps {
  labels: { name: string; type: string };
  editBlock: RowBlock;
  deleteBlock: RowBlock;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A row's Edit and Delete, each saying why it is blocked, to the eye and to assistive
 * technology. A reason both share (a root MX that email forwarding manages) is shown once
 * under the two, and each button points to it.
 */
function RowActions({ labels, editBlock, deleteBlock, onEdit, onDelete }: RowActionsProps) {
  const t = useMessages(recordMessages);
  const reasonId = useId();
  const reasons = [
    ...new Set(
      [editBlock, deleteBlock].flatMap((block) => (ownReason(block) ? [block.reason] : [])),
    ),
  ];
  const idOf = (block: RowBlock) => {
    const index = ownReason(block) ? reasons.indexOf(block.reason) : -1;
    return `${reasonId}-${index}`;
  };
  const actions = [
    { label: t('editLabel', labels), text: t('edit'), block: editBlock, onClick: onEdit },
    { label: t('deleteLabel', labels), text: t('delete'), block: deleteBlock, onClick: onDelete },
  ];
  return (
    // Into the cell's padding by 4 px each way on a wide screen, so the buttons (28 px, a touch
    // target) do not make the row taller than its text; the row still lines them up by baseline.
    <div className="flex flex-col items-start gap-0.5 sm:-my-1">
      {/* Side by side whatever the column's width: stacked, they read as one row's two lines. */}
      <div className="flex items-start gap-1">
        {actions.map((action) => (
          <Button
            key={action.text}
            size="sm"
            variant="ghost"
            // At least 24 px each way (WCAG 2.2 target size), however narrow the column gets.
            className="min-h-7 min-w-7 whitespace-nowrap"
            aria-label={action.label}
            {...blockProps(action.block, idOf(action.block))}
            onClick={action.onClick}
          >
            {action.text}
          </Button>
        ))}
      </div>
      {reasons.map((reason, index) => (
        <OwnReason key={reason} block={{ reason }} id={`${reasonId}-${index}`} />
      ))}
    </div>
  );
}

/**
 * The records table's columns, the same objects from render to render while nothing they show
 * changes, so the table's memoised rows skip rows that stay.
 */
export function useRecordColumns({
  zone,
  view: { sort, descending },
  onSort,
  proxyPendingId,
  onProxy,
  onEdit,
  onDelete,
  badge,
}: RecordColumnsOptions): {
  columns: Column<RecordRow>[];
  tableBlock: { id: string; reason: string } | null;
} {
  const t = useMessages(recordMessages);
  const format = useFormat();
  // Worked out once for the table, as Add record's gate says it (a read-only session, or the key
  // refused `write:dns`): a session subscription per row button made large zones slow.
  const learned = useLearnedBlock('changeDnsRecords');
  const blocked = useGateReason()(ungated, null, learned);
  const tableReasonId = useId();
  const columns = useMemo((): Column<RecordRow>[] => {
    const ttlText = (ttl: number | null | undefined) => {
      if (ttl === null || ttl === undefined) return t('defaultTtl');
      const { value, unit } = ttlInUnit(ttl);
      return format.number(value, { style: 'unit', unit, unitDisplay: 'long' });
    };
    // The forwarding service's root MX records: deleting one is not refused, but it could not be
    // added back (409 `mx_record_blocked_email_forwarding`), so neither change is offered.
    const forwardingBlock = (row: RecordRow) =>
      isBlockedByEmailForwarding(row.record, zone) ? t('managedByForwarding') : null;
    const rowBlock = (reason: string | null): RowBlock =>
      blocked !== null ? { tableReasonId } : reason === null ? null : { reason };
    const editBlock = (row: RecordRow) =>
      rowBlock(!isDnsRecordType(row.record.type) ? t('unknownType') : forwardingBlock(row));
    const deleteBlock = (row: RecordRow) => rowBlock(forwardingBlock(row));
    const sortBy = (column: RecordSortKey): ColumnSort => ({
      direction: sort === column ? (descending ? 'descending' : 'ascending') : null,
      onSort: () => onSort(column),
    });
    return [
      {
        header: t('name'),
        sort: sortBy('name'),
        // The small monospace is the value's, not the cell's: on a phone the cell's ::before is
        // its card label, which would be set smaller than the other labels.
        cell: (row) => (
          <span className="block font-mono text-xs wrap-anywhere">
            <WrapAfter value={row.name} separator="." />
          </span>
        ),
        cellClassName: 'min-w-24',
      },
      { header: t('type'), sort: sortBy('type'), cell: (row) => row.record.type },
      {
        header: t('value'),
        sort: sortBy('value'),
        cell: (row) => <RecordValue record={row.record} />,
      },
      {
        header: t('ttl'),
        sort: sortBy('ttl'),
        cell: (row) => ttlText(row.record.ttl),
        cellClassName: 'whitespace-nowrap',
      },
      ...(zone.cdnZoneId
        ? [
            {
              header: t('proxy'),
              // The heading and each row's label on one line: "Via CDN" beside a switch then
              // reads as "DNS only" does in a row without one.
              className: 'whitespace-nowrap',
              cell: (row) => (
                <ProxySwitch
                  zone={zone}
                  row={row}
                  block={rowBlock(null)}
                  pending={proxyPendingId === row.record.id}
                  onChange={(proxied) => onProxy(row, proxied)}
                />
              ),
            } satisfies Column<RecordRow>,
          ]
        : []),
      ...(badge ? [badge] : []),
      {
        header: t('actions'),
        cell: (row) => (
          <RowActions
            labels={{ name: row.name, type: row.record.type }}
            editBlock={editBlock(row)}
            deleteBlock={deleteBlock(row)}
            onEdit={() => onEdit(row)}
            onDelete={() => onDelete(row)}
          />
        ),
      },
    ];
  }, [
    t,
    format,
    zone,
    sort,
    descending,
    onSort,
    blocked,
    tableReasonId,
    proxyPendingId,
    onProxy,
    onEdit,
    onDelete,
    badge,
  ]);
  return { columns, tableBlock: blocked === null ? null : { id: tableReasonId, reason: blocked } };
}
