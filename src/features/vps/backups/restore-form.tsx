import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { hasCode } from '../../../api/core/errors';
import type { Vps } from '../../../api/vps/vps';
import type { VpsBackup } from '../../../api/vps/backups';
import {
  restoreLimits,
  restoreStorageMinimumGb,
  restoreToPaygFormSchema,
  type RestoreToPaygBody,
  type RestoreToPaygFormInput,
} from '../../../api/vps/restore-to-payg';
import { FormAlert } from '../../../components/ui/form-alert';
import { useServerFieldErrors } from '../../../components/forms/use-server-field-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useGuardedSubmit } from '../../../components/use-guarded-submit';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/fields';
import { Notice } from '../../../components/ui/layout';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { commonMessages } from '../../../components/messages';
import { useSendOnce } from '../../../components/use-send-once';
import type { useServerJob } from '../jobs/use-server-job';
import { backupMessages } from './messages';
import { RegionField } from './region-field';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { InlineName } from '../../../components/ui/server-text';

export interface RestoreTarget {
  backup: VpsBackup;
  input: RestoreToPaygBody;
}

interface RestoreFormProps {
  server: Vps;
  backup: VpsBackup;
  mutation: ReturnType<typeof useServerJob<RestoreTarget>>;
  /** Called with the job that creates the new server. */
  onDone: (jobId: string) => void;
  onCancel: () => void;
}

const emptyForm: RestoreToPaygFormInput = {
  name: '',
  region: '',
  cpuCores: '',
  memoryGb: '',
  storageGb: '',
};

export function RestoreForm({ server, backup, mutation, onDone, onCancel }: RestoreFormProps) {
  const t = useMessages(backupMessages);
  const common = useMessages(commonMessages);
  const format = useFormat();
  const source = useMemo(
    () => ({ serverStorageGb: server.storageGb, backupSizeGb: backup.sizeGb }),
    [server.storageGb, backup.sizeGb],
  );
  const minimum = restoreStorageMinimumGb(source);
  const storageRange = {
    minimum: format.number(minimum),
    maximum: format.number(restoreLimits.storageGb.max),
  };
  const schema = useMemo(() => restoreToPaygFormSchema(source), [source]);
  const form = useForm<RestoreToPaygFormInput, unknown, RestoreToPaygBody>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm,
  });
  const serverErrors = useServerFieldErrors(form);
  const once = useSendOnce();
  const submit = useGuardedSubmit(
    form.handleSubmit(async (input) => {
      serverErrors.clear();
      try {
        const sent = await once.send(() => mutation.mutateAsync({ backup, input }));
        if (sent) onDone(sent.result.operation.jobId);
      } catch (error) {
        serverErrors.apply(error);
      }
    }),
  );
  const errors = form.formState.errors;
  const message = (text: string | undefined) =>
    t.message(text, {
      ...storageRange,
      server: format.number(server.storageGb),
      backup: format.number(backup.sizeGb),
    });
  const numberField = { inputMode: 'numeric' as const, autoComplete: 'off', optional: true };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Notice>{t.rich('billingNotice', { name: <InlineName value={server.name} /> })}</Notice>
      <TextField
        label={t('name')}
        hint={t('nameHint')}
        optional
        autoComplete="off"
        spellCheck={false}
        error={message(errors.name?.message)}
        {...form.register('name')}
      />
      <RegionField
        server={server}
        error={message(errors.region?.message)}
        registration={form.register('region')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('cpuCores')}
          hint={t.rich('cpuCoresHint', {
            value: server.cpuCores,
            name: <InlineName value={server.name} />,
          })}
          {...numberField}
          error={message(errors.cpuCores?.message)}
          {...form.register('cpuCores')}
        />
        <TextField
          label={t('memoryGb')}
          hint={t.rich('memoryGbHint', {
            value: server.memoryGb,
            name: <InlineName value={server.name} />,
          })}
          {...numberField}
          error={message(errors.memoryGb?.message)}
          {...form.register('memoryGb')}
        />
        <TextField
          label={t('storageGb')}
          hint={t('storageGbHint', storageRange)}
          {...numberField}
          error={message(errors.storageGb?.message)}
          {...form.register('storageGb')}
        />
      </div>
      {hasCode(mutation.error, 'cloud_vm_not_available') && (
        <Notice tone="warning">{t('cloudVmUnavailable')}</Notice>
      )}
      <FormAlert error={mutation.error} leftovers={serverErrors.leftovers} />
      <DialogActions>
        <Button onClick={onCancel}>{common('cancel')}</Button>
        <SubmitButton requires="restoreToPayg" pending={mutation.isPending} error={mutation.error}>
          {t('submit')}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
