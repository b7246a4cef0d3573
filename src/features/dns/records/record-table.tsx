import { useId, type ReactNode } from 'react';
import type { DnsZone } from '../../../api/dns';
import { isBlockedByEmailForwarding } from '../../../api/dns-record-gates';
import { isDnsRecordType } from '../../../api/dns-record-types';
import { Button } from '../../../components/ui/button';
import { TableScroll } from '../../../components/ui/layout';
import { useReadOnly } from '../../../components/use-session';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { recordMessages } from './messages';
import { ProxySwitch } from './proxy-switch';
import { RecordValue } from './record-value';
import type { RecordRow, RecordSortKey, RecordView } from './record-view';
import { ttlInUnit } from './ttl-unit';

interface RecordTableProps {
  zone: DnsZone;
  rows: RecordRow[];
  view: RecordView;
  onSort: (key: RecordSortKey) => void;
  proxyPendingId: string | null;
  onProxy: (row: RecordRow, proxied: boolean) => void;
  onEdit: (row: RecordRow) => void;
  onDelete: (row: RecordRow) => void;
}

function SortHeader({ label, column, view, onSort }: { label: string; column: RecordSortKey; view: RecordView; onSort: (key: RecordSortKey) => void }) {
  const sorted = view.sort === column;
  const arrow = sorted ? (view.descending ? '↓' : '↑') : '';
  return (
    <th scope="col" aria-sort={sorted ? (view.descending ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="inline-flex items-center gap-1 font-semibold" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true" className="w-3">{arrow}</span>
      </button>
    </th>
  );
}

/** A row button that says why it is blocked, next to it and to assistive technology. */
function RowAction({ label, blockedReason, onClick, children }: { label: string; blockedReason: string | null; onClick: () => void; children: ReactNode }) {
  const readOnly = useReadOnly();
  const reasonId = useId();
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <Button size="sm" variant="ghost" aria-label={label} disabled={readOnly || blockedReason !== null} aria-describedby={blockedReason ? reasonId : undefined} onClick={onClick}>
        {children}
      </Button>
      {blockedReason && (
        <span id={reasonId} className="muted max-w-40 text-xs">
          {blockedReason}
        </span>
      )}
    </span>
  );
}

export function RecordTable({ zone, rows, view, onSort, proxyPendingId, onProxy, onEdit, onDelete }: RecordTableProps) {
  const t = useMessages(recordMessages);
  const format = useFormat();
  const ttlText = (ttl: number | null | undefined) => {
    if (ttl === null || ttl === undefined) return t('defaultTtl');
    const { value, unit } = ttlInUnit(ttl);
    return format.number(value, { style: 'unit', unit, unitDisplay: 'long' });
  };
  const editBlock = (row: RecordRow) =>
    !isDnsRecordType(row.record.type) ? t('unknownType') : isBlockedByEmailForwarding(row.record, zone) ? t('managedByForwarding') : null;
  return (
    <TableScroll label={t('tableLabel', { zone: zone.name })}>
      <table className="table">
        <caption className="sr-only">{t('tableLabel', { zone: zone.name })}</caption>
        <thead>
          <tr>
            <SortHeader label={t('name')} column="name" view={view} onSort={onSort} />
            <SortHeader label={t('type')} column="type" view={view} onSort={onSort} />
            <SortHeader label={t('value')} column="value" view={view} onSort={onSort} />
            <SortHeader label={t('ttl')} column="ttl" view={view} onSort={onSort} />
            {zone.cdnZoneId && <th scope="col">{t('proxy')}</th>}
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const labels = { name: row.name, type: row.record.type };
            return (
              <tr key={row.record.id}>
                <td className="min-w-24 font-mono text-xs break-all">{row.name}</td>
                <td>{row.record.type}</td>
                <td>
                  <RecordValue record={row.record} />
                </td>
                <td className="whitespace-nowrap">{ttlText(row.record.ttl)}</td>
                {zone.cdnZoneId && (
                  <td>
                    <ProxySwitch zone={zone} row={row} pending={proxyPendingId === row.record.id} onChange={(proxied) => onProxy(row, proxied)} />
                  </td>
                )}
                <td>
                  <div className="flex flex-wrap items-start gap-1">
                    <RowAction label={t('editLabel', labels)} blockedReason={editBlock(row)} onClick={() => onEdit(row)}>
                      {t('edit')}
                    </RowAction>
                    <RowAction label={t('deleteLabel', labels)} blockedReason={null} onClick={() => onDelete(row)}>
                      {t('delete')}
                    </RowAction>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
