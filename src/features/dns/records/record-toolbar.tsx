import { dnsRecordTypes } from '../../../api/dns/record-types';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/fields';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { recordMessages } from './messages';
import {
  initialRecordView,
  recordSortKeys,
  type RecordRow,
  type RecordSortKey,
  type RecordView,
} from './record-view';
import { listMessages } from '../../../components/list/messages';
import { recordCsvColumns } from './record-csv';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { commonMessages } from '../../../components/messages';

interface RecordToolbarProps {
  view: RecordView;
  onChange: (view: RecordView) => void;
  /** Rows in the table now. */
  shown: number;
  /** Records that pass the filters, shown or not yet. */
  matching: number;
  total: number;
  /** The table still shows the results of an earlier search. */
  updating: boolean;
  /** What "Export CSV" writes: the records the filters leave, or all, both sorted as shown. */
  exportRows: { zone: string; matches: readonly RecordRow[]; all: readonly RecordRow[] };
}

export function RecordToolbar({
  view,
  onChange,
  shown,
  matching,
  total,
  updating,
  exportRows,
}: RecordToolbarProps) {
  const t = useMessages(recordMessages);
  const common = useMessages(commonMessages);
  const list = useMessages(listMessages);
  const format = useFormat();
  const filtered = view.type !== '' || view.text.trim() !== '';
  const counts = {
    shown: format.number(shown),
    matching: format.number(matching),
    total: format.number(total),
  };
  // "Showing 100 of 2,000 records" unless some matches of a filter are not shown yet.
  const showing =
    shown < matching && matching < total ? t('showingSomeMatches', counts) : t('showing', counts);
  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="w-40">
        <SelectField
          label={t('filterType')}
          value={view.type}
          onChange={(event) => onChange({ ...view, type: event.target.value })}
        >
          <option value="">{t('allTypes')}</option>
          {dnsRecordTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="min-w-48 flex-1">
        <TextField
          label={t('filterText')}
          type="search"
          hint={t('filterTextHint')}
          value={view.text}
          onChange={(event) => onChange({ ...view, text: event.target.value })}
        />
      </div>
      {/* On a phone the rows are cards without the header row that sorts: sort here instead. */}
      <div className="flex w-full gap-2 sm:hidden">
        <div className="flex-1">
          <SelectField
            label={list('sortBy')}
            value={view.sort}
            onChange={(event) => onChange({ ...view, sort: event.target.value as RecordSortKey })}
          >
            {recordSortKeys.map((key) => (
              <option key={key} value={key}>
                {t(key)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex-1">
          <SelectField
            label={list('order')}
            value={view.descending ? 'desc' : 'asc'}
            onChange={(event) => onChange({ ...view, descending: event.target.value === 'desc' })}
          >
            <option value="asc">{list('ascending')}</option>
            <option value="desc">{list('descending')}</option>
          </SelectField>
        </div>
      </div>
      <div className="flex flex-col items-start gap-1 sm:pt-7">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <p role="status" className="text-sm">
            {showing}
          </p>
          {/* Always laid out, so showing it moves nothing; faded in after a moment, so a quick update does not flash it. */}
          <p
            className={`muted text-xs ${updating ? 'transition-opacity delay-200 duration-200' : 'invisible opacity-0'}`}
          >
            {t('updating')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ExportCsvButton
            fileName={`dns-${exportRows.zone}`}
            columns={recordCsvColumns(t, common('yes'), common('no'))}
            shown={exportRows.matches}
            {...(filtered ? { all: () => Promise.resolve(exportRows.all) } : {})}
          />
          {filtered && (
            <Button
              size="sm"
              onClick={() =>
                onChange({ ...initialRecordView, sort: view.sort, descending: view.descending })
              }
            >
              {t('clearFilters')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
