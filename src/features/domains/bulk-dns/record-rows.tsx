import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { emptyRecordFormValues } from '../../../api/dns-record-form';
import { dnsRecordFieldMessages, valueHintKey } from '../../../api/dns-record-field-messages';
import { dnsRuleMessages } from '../../../api/dns-record-messages';
import { dnsRecordTypes, recordFieldsFor } from '../../../api/dns-record-types';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/fields';
import { useMessages } from '../../../i18n/use-messages';
import type { BulkDnsBody } from '../../../api/domains-bulk-dns';
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
  const fields = useMessages(dnsRecordFieldMessages);
  const rules = useMessages(dnsRuleMessages);
  const message = (text: string | undefined) => (text && rules.has(text) ? rules(text) : text);
  const rows = useFieldArray({ control, name: 'records' });
  const types = useWatch({ control, name: 'records' }).map((record) => record.type);
  const plain = { autoComplete: 'off', spellCheck: false } as const;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-base font-semibold">{t('recordsLegend')}</legend>
      <p className="muted text-sm">{fields('nameHintBulk')}</p>
      {rows.fields.map((row, index) => {
        const type = types[index] ?? row.type;
        const rowErrors = errors.records?.[index];
        return (
          <fieldset key={row.id} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
            <legend className="px-1 text-sm font-medium">{t('recordLegend', { number: index + 1 })}</legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[8rem_1fr_2fr_8rem]">
              <SelectField label={fields('type')} error={message(rowErrors?.type?.message)} {...register(`records.${index}.type`)}>
                {dnsRecordTypes.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </SelectField>
              <TextField label={fields('name')} error={message(rowErrors?.name?.message)} {...plain} {...register(`records.${index}.name`)} />
              <TextField label={fields('value')} hint={fields(valueHintKey(type))} error={message(rowErrors?.value?.message)} {...plain} {...register(`records.${index}.value`)} />
              <TextField label={fields('ttl')} optional inputMode="numeric" error={message(rowErrors?.ttl?.message)} {...register(`records.${index}.ttl`)} />
              {recordFieldsFor(type).map((field) => (
                <TextField key={field} label={fields(field)} inputMode="numeric" error={message(rowErrors?.[field]?.message)} {...register(`records.${index}.${field}`)} />
              ))}
            </div>
            {rows.fields.length > 1 && (
              <Button size="sm" variant="ghost" className="mt-2" onClick={() => rows.remove(index)}>
                {t('removeRow', { number: index + 1 })}
              </Button>
            )}
          </fieldset>
        );
      })}
      <div>
        <Button size="sm" onClick={() => rows.append(emptyRecordFormValues())}>
          {t('addRow')}
        </Button>
      </div>
    </fieldset>
  );
}
