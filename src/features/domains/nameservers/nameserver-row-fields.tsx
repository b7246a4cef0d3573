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
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
      <TextField
        label={t('hostnameLabel', { number })}
        aria-describedby={hintId}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        error={translate(errors?.hostname?.message)}
        {...register(`rows.${index}.hostname`)}
      />
      {needsGlue(hostname, domainName) ? (
        <TextField
          label={t('glueLabel', { number })}
          hint={t.rich('glueHint', { name: <InlineName value={hostname.trim()} /> })}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          error={translate(errors?.glue?.message)}
          {...register(`rows.${index}.glue`)}
        />
      ) : (
        <span aria-hidden="true" className="hidden sm:block" />
      )}
      {onRemove && (
        <Button
          size="sm"
          variant="ghost"
          className="self-start sm:mt-6"
          onClick={onRemove}
          {...removesItem}
          aria-label={t('removeRow', { number })}
        >
          {t('remove')}
        </Button>
      )}
    </div>
  );
}
