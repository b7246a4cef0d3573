import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  dnsRecordTypes,
  recordFieldsFor,
  type DnsRecordType,
  type ExtraRecordField,
} from '../../api/dns/record-types';
import { useMessages } from '../../i18n/use-messages';
import { SelectField, TextAreaField, TextField } from '../ui/fields';
import { dnsRecordFieldMessages, valueHintKey } from './record-field-messages';
import { useRuleMessage } from './use-rule-message';
import { InlineName } from '../ui/server-text';

export type RecordInputName = 'type' | 'name' | 'value' | 'ttl' | ExtraRecordField;

export type RecordInputsProps = (
  | {
      /** One input a line with every hint, TXT and SPF in a text area (the zone editor). */
      layout: 'stacked';
      /** The name is relative to this zone; its hint says so. */
      zoneName: string;
    }
  | {
      /** One grid row a record, each input with a short hint (the bulk editor). */
      layout: 'compact';
    }
) & {
  type: DnsRecordType;
  input: (name: RecordInputName) => UseFormRegisterReturn;
  /** The input's error message or rule key. */
  error: (name: RecordInputName) => string | undefined;
  /** A rule key that warns about the value without blocking the save. */
  valueWarning?: string | undefined;
};

const textTypes: readonly DnsRecordType[] = ['TXT', 'SPF'];
const plain = { autoComplete: 'off', spellCheck: false } as const;

/** The record inputs: type, name, value and TTL, plus exactly the numbers the type uses. */
export function RecordInputs(props: RecordInputsProps) {
  const { layout, type, input, error, valueWarning } = props;
  const t = useMessages(dnsRecordFieldMessages);
  const message = useRuleMessage();
  const stacked = layout === 'stacked';
  const value = {
    label: t('value'),
    hint: valueWarning ? (
      <>
        {t(valueHintKey(type))}{' '}
        <strong className="font-medium text-amber-800 dark:text-amber-200">
          {message(valueWarning)}
        </strong>
      </>
    ) : (
      t(valueHintKey(type))
    ),
    error: message(error('value')),
    ...plain,
    ...input('value'),
  };
  const typeAndText = (
    <>
      <SelectField
        label={t('type')}
        hint={stacked ? undefined : t('typeHint')}
        error={message(error('type'))}
        {...input('type')}
      >
        {dnsRecordTypes.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('name')}
        hint={
          stacked
            ? t.rich('nameHint', { zone: <InlineName value={props.zoneName} /> })
            : t('nameHintBulk')
        }
        error={message(error('name'))}
        {...plain}
        {...input('name')}
      />
      {stacked && textTypes.includes(type) ? (
        <TextAreaField rows={3} {...value} />
      ) : (
        <TextField {...value} />
      )}
    </>
  );
  const numbers = (
    <>
      <TextField
        label={t('ttl')}
        inputMode="numeric"
        // In one row the hint says it may be left empty; "(optional)" would wrap the label.
        optional={stacked}
        hint={t('ttlHint')}
        error={message(error('ttl'))}
        {...input('ttl')}
      />
      {recordFieldsFor(type).map((field) => (
        <TextField
          key={field}
          label={t(field)}
          inputMode="numeric"
          hint={t(`${field}Hint`)}
          error={message(error(field))}
          {...input(field)}
        />
      ))}
    </>
  );
  return stacked ? (
    <div className="flex flex-col gap-4">
      {typeAndText}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{numbers}</div>
    </div>
  ) : (
    // One row on wide screens: type, name and value, then a column per number (TTL and the
    // type's own), so a record with a priority does not push it onto a row of its own.
    <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-flow-col lg:grid-cols-[8rem_minmax(0,1fr)_minmax(0,2fr)] lg:grid-rows-1 lg:auto-cols-[8rem]">
      {typeAndText}
      {numbers}
    </div>
  );
}
