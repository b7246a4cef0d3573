import type { Ref } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { bulkDnsActions } from '../../../api/domains/bulk-dns';
import { useMessages } from '../../../i18n/use-messages';
import type { BulkDnsFormValues } from './bulk-dns-form-values';
import { bulkDnsMessages } from './messages';

export function ActionChoice({
  register,
  ref,
}: {
  register: UseFormRegister<BulkDnsFormValues>;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  const t = useMessages(bulkDnsMessages);
  return (
    <fieldset ref={ref} className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">{t('actionLegend')}</legend>
      {bulkDnsActions.map((action) => (
        <label key={action} className="flex items-start gap-2">
          <input
            type="radio"
            value={action}
            className="mt-1 h-4 w-4"
            aria-describedby={`bulk-action-${action}-hint`}
            {...register('action')}
          />
          <span className="flex flex-col">
            <span className="text-sm font-medium">{t(`action_${action}`)}</span>
            <span id={`bulk-action-${action}-hint`} className="muted text-xs">
              {t(`action_${action}Hint`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
