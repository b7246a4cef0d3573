import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/fields';
import { removesItem } from '../../../components/ui/focus-fallback';
import { useMessages } from '../../../i18n/use-messages';
import { nameserverMessages } from './messages';
import { needsGlue, type NameserverFormValues, type NameserverRow } from './nameserver-form';
import { InlineName } from '../../../components/ui/server-text';

export interface NameserverRowFieldsProps {
  index: number;
  domainName: string;
  /** The hostname help, said once above the rows and read with each hostname field. */
  hintId: string;
  /** The row's hostname as typed so far: it decides whether glue is asked for. */
  hostname: string;
  register: UseFormRegister<NameserverFormValues>;
  errors: FieldErrors<NameserverRow> | undefined;
  translate: (message: string | undefined) => string | undefined;
  onRemove: (() => void) | undefined;
}

/** One nameserver: its hostname, and a glue field only when it lies inside the domain. */
export function NameserverRowFields({
  index,
  domainName,
  hintId,
  hostname,
  register,
  errors,
  translate,
  onRemove,
}: NameserverRowFieldsProps) {
  const t = useMessages(nameserverMessages);
  const number = index + 1;
  // Remove sits beside the hostname it removes, as close on a wide screen as on a phone, with
  // the glue field (when the name asks for one) in the next column.
  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('hostnameLabel', { number })}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            error={translate(errors?.hostname?.message)}
            {...register(`rows.${index}.hostname`)}
          />
        </div>
        {onRemove && (
          <Button
            size="sm"
            variant="ghost"
            className="mt-7"
            onClick={onRemove}
            {...removesItem}
            aria-label={t('removeRow', { number })}
          >
            {t('remove')}
          </Button>
        )}
      </div>
      {needsGlue(hostname, domainName) && (
        <TextField
          label={t('glueLabel', { number })}
          hint={t.rich('glueHint', { name: <InlineName value={hostname.trim()} /> })}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          error={translate(errors?.glue?.message)}
          {...register(`rows.${index}.glue`)}
        />
      )}
    </div>
  );
}
