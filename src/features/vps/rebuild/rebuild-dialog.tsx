import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Vps } from '../../../api/vps/vps';
import { rebuildBodySchema, rebuildVps, type RebuildBody } from '../../../api/vps/rebuild';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { useGuardedSubmit } from '../../../components/use-guarded-submit';
import { CheckboxField } from '../../../components/ui/fields';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { useServerJob } from '../jobs/use-server-job';
import { useSendOnce } from '../../../components/use-send-once';
import { rebuildMessages } from './messages';
import { TemplateField } from './template-field';

export function RebuildDialog({
  server,
  open,
  onClose,
}: {
  server: Vps;
  open: boolean;
  onClose: () => void;
}) {
  const t = useMessages(rebuildMessages);
  const mutation = useServerJob(server, 'rebuild', (body: RebuildBody) =>
    rebuildVps(server.id, body),
  );
  const form = useForm<RebuildBody>({
    resolver: zodResolver(rebuildBodySchema),
    defaultValues: { templateId: '', clearSshKeys: false },
  });
  const once = useSendOnce();
  const chosen = useWatch({ control: form.control, name: 'templateId' });
  // A cancelled or finished rebuild leaves nothing behind for the next time the dialog opens.
  useEffect(() => {
    if (open) once.reopen();
  }, [open, once]);
  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };
  const confirm = useGuardedSubmit(
    form.handleSubmit(async ({ templateId, clearSshKeys }) => {
      try {
        if (
          await once.send(() =>
            mutation.mutateAsync(clearSshKeys ? { templateId, clearSshKeys } : { templateId }),
          )
        )
          close();
      } catch (error) {
        applyServerErrors(form, error);
      }
    }),
  );
  return (
    <ConfirmDialog
      open={open}
      danger
      title={t('dialogTitle', { name: server.name })}
      confirmLabel={t('confirm')}
      typedConfirmation={server.name}
      canConfirm={chosen !== ''}
      onConfirm={() => void confirm()}
      onCancel={close}
      pending={mutation.isPending}
      error={mutation.error}
      extra={
        <div className="flex flex-col gap-3">
          <TemplateField
            serverId={server.id}
            error={t.message(form.formState.errors.templateId?.message)}
            registration={form.register('templateId')}
          />
          <CheckboxField
            label={t('clearSshKeys')}
            hint={t('clearSshKeysHint')}
            {...form.register('clearSshKeys')}
          />
        </div>
      }
    >
      <p>{t('dialogBody', { name: server.name })}</p>
    </ConfirmDialog>
  );
}
