import type { ActionGate } from '../../../api/common';
import type { KeyRecord } from '../../../api/domains-dnssec';
import { CopyButton } from '../../../components/ui/copy-button';
import { GatedButton } from '../../../components/ui/gated-button';
import { TableScroll } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { dnssecAlgorithm, keyRole } from './dnssec-algorithms';
import { DnssecNumber } from './dnssec-number';
import { dnssecMessages } from './messages';

export interface KeyRecordTableProps {
  records: KeyRecord[];
  gate: ActionGate | undefined;
  onDelete: (record: KeyRecord, number: number) => void;
}

const PREVIEW_LENGTH = 24;

export function KeyRecordTable({ records, gate, onDelete }: KeyRecordTableProps) {
  const t = useMessages(dnssecMessages);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">{t('keyTable')}</h3>
      <TableScroll label={t('keyTable')}>
      <table className="table">
        <caption className="sr-only">{t('keyTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('role')}</th>
            <th scope="col">{t('algorithm')}</th>
            <th scope="col">{t('protocol')}</th>
            <th scope="col">{t('publicKey')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record, index) => {
            const number = index + 1;
            return (
              <tr key={record.id}>
                <td>
                  {t(keyRole(record.flags))}
                  <span className="muted block text-xs">{t('flags', { flags: record.flags })}</span>
                </td>
                <td><DnssecNumber number={record.algorithm} info={dnssecAlgorithm(record.algorithm)} /></td>
                <td>{record.protocol}</td>
                <td>
                  <code className="text-xs">{record.publicKey.length > PREVIEW_LENGTH ? `${record.publicKey.slice(0, PREVIEW_LENGTH)}…` : record.publicKey}</code>
                  <CopyButton value={record.publicKey} label={t('copyKey', { number })} />
                </td>
                <td>
                  <GatedButton gate={gate} size="sm" variant="danger" onClick={() => onDelete(record, number)} aria-label={t('deleteKey', { number })}>
                    {t('delete')}
                  </GatedButton>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </TableScroll>
    </div>
  );
}
