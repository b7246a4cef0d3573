import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { Vps } from '../../../api/vps/vps';
import {
  rebuildBodySchema,
  rebuildVps,
  vpsTemplatesQuery,
  type RebuildBody,
} from '../../../api/vps/rebuild';
import { useServerFieldErrors } from '../../../components/forms/use-server-field-errors';
import { CheckboxField } from '../../../components/ui/fields';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { useServerJob } from '../jobs/use-server-job';
import { rebuildMessages } from './messages';
import { TemplateField } from './template-field';
import { InlineName } from '../../../components/ui/server-text';

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
  const queryClient = useQueryClient();
  const mutation = useServerJob(
    server,
    'rebuild',
    (body: RebuildBody, signal) => rebuildVps(server.id, body, signal),
    undefined,
    ({ templateId }) => ({
      template:
        queryClient
          .getQueryData(vpsTemplatesQuery(server.id).queryKey)
          ?.data.find((template) => template.id === templateId)?.name ?? templateId,
    }),
  );
  const form = useForm<RebuildBody>({
    resolver: zodResolver(rebuildBodySchema),
    defaultValues: { templateId: '', clearSshKeys: false },
  });
  const chosen = useWatch({ control: form.control, name: 'templateId' });
  const serverErrors = useServerFieldErrors(form);
  // Cancel drops the rebuild for good, also one waiting for the connection; nothing is left
  // behind for the next time the dialog opens.
  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };
  // Resolves only when the rebuild was accepted, so the dialog's send guard lets a failed or
  // invalid attempt be made again.
  const confirm = async () => {
    const outcome = { sent: false };
    await form.handleSubmit(async ({ templateId, clearSshKeys }) => {
      try {
        await mutation.mutateAsync(clearSshKeys ? { templateId, clearSshKeys } : { templateId });
      } catch (error) {
        serverErrors.apply(error);
        throw error;
      }
      outcome.sent = true;
      close();
    })();
    if (!outcome.sent) throw new Error('The form is not valid; nothing was sent.');
  };
  return (
    <ConfirmDialog
      open={open}
      danger
      title={t.rich('dialogTitle', { name: <InlineName value={server.name} /> })}
      confirmLabel={t('confirm')}
      typedConfirmation={server.name}
      canConfirm={chosen !== ''}
      onConfirm={confirm}
      onCancel={close}
      pending={mutation.isPending}
      waiting={mutation.waiting}
      error={mutation.error}
      leftovers={serverErrors.leftovers}
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
            error={t.message(form.formState.errors.clearSshKeys?.message)}
            {...form.register('clearSshKeys')}
          />
        </div>
      }
    >
      <p>{t.rich('dialogBody', { name: <InlineName value={server.name} /> })}</p>
    </ConfirmDialog>
  );
}
