import type { ActionGate } from '../../../api/common';
import type { DsRecord } from '../../../api/domains-dnssec';
import { CopyButton } from '../../../components/ui/copy-button';
import { GatedButton } from '../../../components/ui/gated-button';
import { TableScroll } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { dnssecAlgorithm, dsDigestType } from './dnssec-algorithms';
import { DnssecNumber } from './dnssec-number';
import { dnssecMessages } from './messages';

export interface DsRecordTableProps {
  records: DsRecord[];
  gate: ActionGate | undefined;
  onDelete: (record: DsRecord) => void;
}

export function DsRecordTable({ records, gate, onDelete }: DsRecordTableProps) {
  const t = useMessages(dnssecMessages);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">{t('dsTable')}</h3>
      <TableScroll label={t('dsTable')}>
      <table className="table">
        <caption className="sr-only">{t('dsTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('keyTag')}</th>
            <th scope="col">{t('algorithm')}</th>
            <th scope="col">{t('digestType')}</th>
            <th scope="col">{t('digest')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td>{record.keyTag}</td>
              <td><DnssecNumber number={record.algorithm} info={dnssecAlgorithm(record.algorithm)} /></td>
              <td><DnssecNumber number={record.digestType} info={dsDigestType(record.digestType)} /></td>
              <td>
                <code className="block max-w-xs text-xs break-all">{record.digest}</code>
                <CopyButton value={record.digest} label={t('copyDigest', { keyTag: record.keyTag })} />
              </td>
              <td>
                <GatedButton gate={gate} size="sm" variant="danger" onClick={() => onDelete(record)} aria-label={t('deleteDs', { keyTag: record.keyTag })}>
                  {t('delete')}
                </GatedButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </TableScroll>
    </div>
  );
}
