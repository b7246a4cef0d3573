import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { emptyRecordFormValues } from '../../../components/dns/record-form-values';
import type { BulkDnsBody } from '../../../api/domains/bulk-dns';
import { RecordInputs } from '../../../components/dns/record-inputs';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import type { BulkDnsFormValues } from './bulk-dns-form-values';
import { bulkDnsMessages } from './messages';

interface RecordRowsProps {
  control: Control<BulkDnsFormValues, unknown, BulkDnsBody>;
  register: UseFormRegister<BulkDnsFormValues>;
  errors: FieldErrors<BulkDnsFormValues>;
}

/** One compact group of inputs per record; the numbers shown follow each row's type. */
export function RecordRows({ control, register, errors }: RecordRowsProps) {
  const t = useMessages(bulkDnsMessages);
  const rows = useFieldArray({ control, name: 'records' });
  const types = useWatch({ control, name: 'records' }).map((record) => record.type);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-base font-semibold">{t('recordsLegend')}</legend>
      {rows.fields.map((row, index) => (
        <fieldset
          key={row.id}
          className="rounded-md border border-slate-200 p-3 dark:border-slate-700"
        >
          <legend className="px-1 text-sm font-medium">
            {t('recordLegend', { number: index + 1 })}
          </legend>
          <RecordInputs
            layout="compact"
            type={types[index] ?? row.type}
            input={(name) => register(`records.${index}.${name}`)}
            error={(name) => errors.records?.[index]?.[name]?.message}
          />
          {rows.fields.length > 1 && (
            <Button size="sm" variant="ghost" className="mt-2" onClick={() => rows.remove(index)}>
              {t('removeRow', { number: index + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      <div>
        <Button size="sm" onClick={() => rows.append(emptyRecordFormValues())}>
          {t('addRow')}
        </Button>
      </div>
    </fieldset>
  );
}
