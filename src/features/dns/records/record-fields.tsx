import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RecordFormValues } from '../../../api/dns-record-form';
import { dnsRecordFieldMessages, valueHintKey } from '../../../api/dns-record-field-messages';
import { dnsRuleMessages } from '../../../api/dns-record-messages';
import { dnsRecordTypes, recordFieldsFor, type DnsRecordType } from '../../../api/dns-record-types';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/fields';
import { useMessages } from '../../../i18n/use-messages';

interface RecordFieldsProps {
  zoneName: string;
  type: DnsRecordType;
  register: UseFormRegister<RecordFormValues>;
  errors: FieldErrors<RecordFormValues>;
}

const textTypes: readonly DnsRecordType[] = ['TXT', 'SPF'];

/** The record inputs: type, name, value and TTL, plus exactly the numbers the type uses. */
export function RecordFields({ zoneName, type, register, errors }: RecordFieldsProps) {
  const t = useMessages(dnsRecordFieldMessages);
  const rules = useMessages(dnsRuleMessages);
  const message = (text: string | undefined) => (text && rules.has(text) ? rules(text) : text);
  const plain = { autoComplete: 'off', spellCheck: false } as const;
  return (
    <div className="flex flex-col gap-4">
      <SelectField label={t('type')} error={message(errors.type?.message)} {...register('type')}>
        {dnsRecordTypes.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <TextField label={t('name')} hint={t('nameHint', { zone: zoneName })} error={message(errors.name?.message)} {...plain} {...register('name')} />
      {textTypes.includes(type) ? (
        <TextAreaField label={t('value')} rows={3} hint={t(valueHintKey(type))} error={message(errors.value?.message)} {...plain} {...register('value')} />
      ) : (
        <TextField label={t('value')} hint={t(valueHintKey(type))} error={message(errors.value?.message)} {...plain} {...register('value')} />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t('ttl')} inputMode="numeric" optional hint={t('ttlHint')} error={message(errors.ttl?.message)} {...register('ttl')} />
        {recordFieldsFor(type).map((field) => (
          <TextField key={field} label={t(field)} inputMode="numeric" hint={t(`${field}Hint`)} error={message(errors[field]?.message)} {...register(field)} />
        ))}
      </div>
    </div>
  );
}
