import type { ActionGate } from '../../../api/core/common';
import type { DsRecord } from '../../../api/domains/dnssec';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { DataTable } from '../../../components/ui/data-table';
import { GatedButton } from '../../../components/ui/gated-button';
import { ShortValue } from '../../../components/ui/short-value';
import { useMessages } from '../../../i18n/use-messages';
import type { CsvColumn } from '../../../lib/csv';
import { dnssecAlgorithm, dsDigestType } from './dnssec-algorithms';
import { DnssecNumber } from './dnssec-number';
import { dnssecMessages } from './messages';
import { useAreaWords } from '../../../components/area-words';
import { domainWords } from '../domain-words';

export interface DsRecordTableProps {
  records: DsRecord[];
  gate: ActionGate | undefined;
  onDelete: (record: DsRecord) => void;
}

export function DsRecordTable({ records, gate, onDelete }: DsRecordTableProps) {
  const t = useMessages(dnssecMessages);
  const reasons = useAreaWords(domainWords);
  const csvColumns: CsvColumn<DsRecord>[] = [
    { header: t('keyTag'), value: (record) => record.keyTag },
    { header: t('algorithm'), value: (record) => record.algorithm },
    { header: t('algorithmName'), value: (record) => dnssecAlgorithm(record.algorithm)?.mnemonic },
    { header: t('digestType'), value: (record) => record.digestType },
    { header: t('digestTypeName'), value: (record) => dsDigestType(record.digestType)?.mnemonic },
    { header: t('digest'), value: (record) => record.digest },
  ];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">{t('dsTable')}</h3>
        <ExportCsvButton fileName="dnssec-ds-records" columns={csvColumns} shown={records} />
      </div>
      <DataTable
        label={t('dsTable')}
        rows={records}
        rowKey={(record) => record.id}
        columns={[
          { header: t('keyTag'), cell: (record) => record.keyTag },
          {
            header: t('algorithm'),
            cell: (record) => (
              <DnssecNumber number={record.algorithm} info={dnssecAlgorithm(record.algorithm)} />
            ),
          },
          {
            header: t('digestType'),
            cell: (record) => (
              <DnssecNumber number={record.digestType} info={dsDigestType(record.digestType)} />
            ),
          },
          {
            header: t('digest'),
            cell: (record) => (
              <ShortValue
                value={record.digest}
                copyLabel={t('copyDigest', { keyTag: record.keyTag })}
              />
            ),
          },
          {
            header: t('actions'),
            cell: (record) => (
              <GatedButton
                requires="deleteDnssecRecord"
                reasons={reasons}
                gate={gate}
                size="sm"
                variant="danger"
                onClick={() => onDelete(record)}
                aria-label={t('deleteDs', { keyTag: record.keyTag })}
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
