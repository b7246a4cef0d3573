import { dnsRecordTypes } from '../../../api/dns-record-types';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/fields';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { recordMessages } from './messages';
import { initialRecordView, type RecordView } from './record-view';

interface RecordToolbarProps {
  view: RecordView;
  onChange: (view: RecordView) => void;
  shown: number;
  total: number;
}

export function RecordToolbar({ view, onChange, shown, total }: RecordToolbarProps) {
  const t = useMessages(recordMessages);
  const format = useFormat();
  const filtered = view.type !== '' || view.text.trim() !== '';
  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="w-40">
        <SelectField label={t('filterType')} value={view.type} onChange={(event) => onChange({ ...view, type: event.target.value })}>
          <option value="">{t('allTypes')}</option>
          {dnsRecordTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="min-w-48 flex-1">
        <TextField label={t('filterText')} type="search" hint={t('filterTextHint')} value={view.text} onChange={(event) => onChange({ ...view, text: event.target.value })} />
      </div>
      <div className="flex flex-col items-start gap-1 sm:pt-7">
        <p role="status" className="text-sm">
          {t('showing', { shown: format.number(shown), total: format.number(total) })}
        </p>
        {filtered && (
          <Button size="sm" onClick={() => onChange({ ...initialRecordView, sort: view.sort, descending: view.descending })}>
            {t('clearFilters')}
          </Button>
        )}
      </div>
    </div>
  );
}
