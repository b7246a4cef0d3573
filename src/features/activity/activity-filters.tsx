import {
  journalAreas,
  journalResults,
  type JournalEntry,
} from '../../components/journal/journal-entry';
import { journalMessages } from '../../components/journal/messages';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/fields';
import { useMessages } from '../../i18n/use-messages';
import { activityMessages } from './messages';
import type { ActivityFilters as Filters, FilterName } from './use-activity-filters';

interface ActivityFiltersProps {
  entries: JournalEntry[];
  filters: Filters;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
}

export function ActivityFilters({ entries, filters, onChange, onClear }: ActivityFiltersProps) {
  const t = useMessages(activityMessages);
  const words = useMessages(journalMessages);
  const resources = [...new Set(entries.map((entry) => entry.resource.id))].sort();
  const filtered = Object.values(filters).some((value) => value !== '');
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t('filters')}</legend>
      <SelectField
        label={t('filterArea')}
        value={filters.area}
        onChange={(event) => onChange('area', event.target.value)}
      >
        <option value="">{t('allAreas')}</option>
        {journalAreas.map((area) => (
          <option key={area} value={area}>
            {words(`area_${area}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filterResource')}
        value={filters.resource}
        onChange={(event) => onChange('resource', event.target.value)}
      >
        <option value="">{t('allResources')}</option>
        {/* A resource in the URL that has no entries (cleared since) stays selectable. */}
        {[...new Set([...resources, filters.resource])]
          .filter((id) => id !== '')
          .map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
      </SelectField>
      <SelectField
        label={t('filterResult')}
        value={filters.result}
        onChange={(event) => onChange('result', event.target.value)}
      >
        <option value="">{t('allResults')}</option>
        {journalResults.map((result) => (
          <option key={result} value={result}>
            {words(`result_${result}`)}
          </option>
        ))}
      </SelectField>
      {filtered && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('clearFilters')}
        </Button>
      )}
    </fieldset>
  );
}
