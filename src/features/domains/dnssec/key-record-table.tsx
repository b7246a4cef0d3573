import type { ActionGate } from '../../../api/core/common';
import type { KeyRecord } from '../../../api/domains/dnssec';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { DataTable } from '../../../components/ui/data-table';
import { GatedButton } from '../../../components/ui/gated-button';
import { ShortValue } from '../../../components/ui/short-value';
import { useMessages } from '../../../i18n/use-messages';
import type { CsvColumn } from '../../../lib/csv';
import { dnssecAlgorithm, keyRole } from './dnssec-algorithms';
import { DnssecNumber } from './dnssec-number';
import { dnssecMessages } from './messages';
import { useAreaWords } from '../../../components/area-words';
import { domainWords } from '../domain-words';

export interface KeyRecordTableProps {
  records: KeyRecord[];
  gate: ActionGate | undefined;
  onDelete: (record: KeyRecord, number: number) => void;
}

export function KeyRecordTable({ records, gate, onDelete }: KeyRecordTableProps) {
  const t = useMessages(dnssecMessages);
  const reasons = useAreaWords(domainWords);
  const csvColumns: CsvColumn<KeyRecord>[] = [
    { header: t('role'), value: (record) => t(keyRole(record.flags)) },
    { header: t('flagsHeader'), value: (record) => record.flags },
    { header: t('algorithm'), value: (record) => record.algorithm },
    { header: t('algorithmName'), value: (record) => dnssecAlgorithm(record.algorithm)?.mnemonic },
    { header: t('protocol'), value: (record) => record.protocol },
    { header: t('publicKey'), value: (record) => record.publicKey },
  ];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">{t('keyTable')}</h3>
        <ExportCsvButton fileName="dnssec-keys" columns={csvColumns} shown={records} />
      </div>
      <DataTable
        label={t('keyTable')}
        rows={records}
        rowKey={(record) => record.id}
        columns={[
          {
            header: t('role'),
            cell: (record) => (
              <>
                {t(keyRole(record.flags))}
                <span className="muted block text-xs">{t('flags', { flags: record.flags })}</span>
              </>
            ),
          },
          {
            header: t('algorithm'),
            cell: (record) => (
              <DnssecNumber number={record.algorithm} info={dnssecAlgorithm(record.algorithm)} />
            ),
          },
          { header: t('protocol'), cell: (record) => record.protocol },
          {
            header: t('publicKey'),
            cell: (record, index) => (
              <ShortValue
                value={record.publicKey}
                copyLabel={t('copyKey', { number: index + 1 })}
              />
            ),
          },
          {
            header: t('actions'),
            cell: (record, index) => (
              <GatedButton
                requires="deleteDnssecRecord"
                reasons={reasons}
                gate={gate}
                size="sm"
                variant="danger"
                onClick={() => onDelete(record, index + 1)}
                aria-label={t('deleteKey', { number: index + 1 })}
              >
                {t('delete')}
              </GatedButton>
            ),
          },
        ]}
      />
    </div>
  );
}
