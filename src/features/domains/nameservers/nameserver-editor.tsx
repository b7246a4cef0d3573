import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { domainKeys, type Domain } from '../../../api/domains/domains';
import { isSameNameserverSet, MAX_NAMESERVERS } from '../../../api/domains/nameserver-rules';
import type { DomainNameservers, NameserverUpdateOutcome } from '../../../api/domains/nameservers';
import { hasCode } from '../../../api/core/errors';
import { domainPath } from '../../../api/core/paths';
import { FormAlert } from '../../../components/ui/form-alert';
import { PanelForm } from '../../../components/forms/panel-form';
import { useServerFieldErrors } from '../../../components/forms/use-server-field-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { LeaveGuard } from '../../../components/unsaved/leave-guard';
import { useGuardedSubmit } from '../../../components/use-guarded-submit';
import { useTrackOperation } from '../../../components/operations/use-operations';
import { Button } from '../../../components/ui/button';
import { focusAfterRemoval } from '../../../components/ui/focus-fallback';
import { Notice } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { domainHref, domainScope } from '../domain-scope';
import { nameserverMessages } from './messages';
import {
  formFieldForServerError,
  initialNameserverRows,
  managedNameserverRows,
  nameserverFormSchema,
  toNameserverSubmission,
  type NameserverFormValues,
} from './nameserver-form';
import { NameserverRowFields } from './nameserver-row-fields';
import { useUpdateNameservers } from './use-update-nameservers';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { InlineName } from '../../../components/ui/server-text';

export interface NameserverEditorProps {
  domain: Domain;
  current: DomainNameservers;
  onDone: (outcome: NameserverUpdateOutcome) => void;
  onCancel: () => void;
}

export function NameserverEditor({ domain, current, onDone, onCancel }: NameserverEditorProps) {
  const t = useMessages(nameserverMessages);
  const maxId = useId();
  const schema = useMemo(() => nameserverFormSchema(domain.name), [domain.name]);
  const form = useForm<NameserverFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { rows: initialNameserverRows(current) },
  });
  const serverErrors = useServerFieldErrors(form);
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const values = useWatch({ control: form.control, name: 'rows' });
  const mutation = useUpdateNameservers(domain.id);
  const track = useTrackOperation();
  const translate = t.message;
  const name = domain.unicodeName ?? domain.name;
  const rowList = useRef<HTMLOListElement>(null);
  const addRow = useRef<HTMLButtonElement>(null);
  const removeRow = (index: number) => {
    flushSync(() => rows.remove(index));
    focusAfterRemoval(rowList.current, index, [addRow.current]);
  };

  // Single use: it closes after a success, and a click landing before it has closed sends nothing.
  const done = useRef(false);
  const save = async (formValues: NameserverFormValues) => {
    if (done.current) return;
    const { body, rowOfEntry } = toNameserverSubmission(formValues, domain.name);
    serverErrors.clear();
    try {
      const outcome = await mutation.mutateAsync(body);
      done.current = true;
      if (outcome.kind === 'accepted') {
        track({
          operation: outcome.operation,
          scope: domainScope(domain.id),
          href: domainHref(domain.id),
          title: t.both('switchTitle', { name }),
          invalidate: [domainKeys.detail(domain.id), domainKeys.lists()],
          // Setting the same nameservers again is safe: a failed switch offers "Try again".
          retry: { method: 'POST', path: domainPath(domain.id, 'nameservers'), body },
        });
      }
      onDone(outcome);
    } catch (error) {
      serverErrors.apply(error, (field) => formFieldForServerError(field, rowOfEntry));
    }
  };
  // The guard spans validation too: a second click while the first is still being validated
  // would otherwise pass the guard after the first request has already finished.
  const submit = useGuardedSubmit(() => form.handleSubmit(save)());

  const listError = translate(
    form.formState.errors.rows?.root?.message ?? form.formState.errors.rows?.message,
  );
  const choosingManaged = isSameNameserverSet(
    values.map((row) => row.hostname),
    current.managedNameservers,
  );
  return (
    <PanelForm
      onSubmit={submit}
      aria-labelledby="nameserver-form-title"
      className="flex flex-col gap-4"
    >
      <div>
        <h3 id="nameserver-form-title" className="text-base font-semibold">
          {t('formTitle')}
        </h3>
        <p className="muted mt-1 text-sm">
          {t.rich('formHelp', { domain: <InlineName value={domain.name} /> })}
        </p>
        <p id="nameserver-hostname-hint" className="muted mt-1 text-sm">
          {t('hostnameHint')}
        </p>
      </div>
      <ol ref={rowList} className="flex flex-col gap-4">
        {rows.fields.map((field, index) => (
          <li key={field.id}>
            <NameserverRowFields
              index={index}
              domainName={domain.name}
              hintId="nameserver-hostname-hint"
              hostname={values[index]?.hostname ?? ''}
              register={form.register}
              errors={form.formState.errors.rows?.[index]}
              translate={translate}
              onRemove={rows.fields.length > 2 ? () => removeRow(index) : undefined}
            />
          </li>
        ))}
      </ol>
      {rows.fields.length >= MAX_NAMESERVERS && (
        <p id={maxId} className="muted text-sm">
          {t('too_many')}
        </p>
      )}
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          ref={addRow}
          size="sm"
          disabled={rows.fields.length >= MAX_NAMESERVERS}
          aria-describedby={rows.fields.length >= MAX_NAMESERVERS ? maxId : undefined}
          onClick={() => rows.append({ hostname: '', glue: '' })}
        >
          {t('addRow')}
        </Button>
        <Button
          size="sm"
          onClick={() => rows.replace(managedNameserverRows(current.managedNameservers))}
        >
          {t('useManaged')}
        </Button>
      </div>
      {choosingManaged && <Notice tone="info">{t('managedNotice')}</Notice>}
      {hasCode(mutation.error, 'registry_lock_unlock_required') && (
        <Notice tone="warning" title={t('lockTitle')}>
          {t('lockHelp')}
        </Notice>
      )}
      <FormAlert error={mutation.error} leftovers={serverErrors.leftovers} />
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <SubmitButton
          requires="changeNameservers"
          pending={mutation.isPending}
          error={mutation.error}
        >
          {t('save')}
        </SubmitButton>
      </DialogActions>
      <LeaveGuard changes={form.formState.isDirty && !mutation.isSuccess ? [t('title')] : []} />
    </PanelForm>
  );
}
