import type { CdnProxiedRecord } from '../../../api/cdn/cdn';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { DataTable } from '../../../components/ui/data-table';
import { Section } from '../../../components/ui/layout';
import { EmptyState } from '../../../components/ui/states';
import { useMessages } from '../../../i18n/use-messages';
import type { CsvColumn } from '../../../lib/csv';
import { zoneMessages } from './messages';

export function ProxiedRecords({ records }: { records: CdnProxiedRecord[] }) {
  const t = useMessages(zoneMessages);
  const csvColumns: CsvColumn<CdnProxiedRecord>[] = [
    { header: t('type'), value: (record) => record.type },
    { header: t('name'), value: (record) => record.name },
    { header: t('value'), value: (record) => record.value },
  ];
  return (
    <Section
      id="records"
      title={t('recordsTitle')}
      description={t('recordsHelp')}
      actions={
        records.length > 0 && (
          <ExportCsvButton fileName="cdn-proxied-records" columns={csvColumns} shown={records} />
        )
      }
    >
      {records.length === 0 ? (
        <EmptyState title={t('recordsEmpty')} />
      ) : (
        <DataTable
          label={t('recordsLabel')}
          rows={records}
          rowKey={(record) => record.id}
          columns={[
            { header: t('type'), cell: (record) => record.type },
            { header: t('name'), cell: (record) => <code>{record.name}</code> },
            {
              header: t('value'),
              cell: (record) => <code>{record.value}</code>,
              cellClassName: 'wrap-anywhere',
            },
          ]}
        />
      )}
    </Section>
  );
}
