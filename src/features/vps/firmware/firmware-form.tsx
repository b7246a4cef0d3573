import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ActionGate } from '../../../api/core/common';
import { isApiError } from '../../../api/core/errors';
import {
  firmwareChangeFormSchema,
  firmwareModes,
  type FirmwareChangeBody,
  type FirmwareChangeFormInput,
  type VpsFirmware,
} from '../../../api/vps/firmware';
import { FormAlert } from '../../../components/ui/form-alert';
import { useServerFieldErrors } from '../../../components/forms/use-server-field-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useGuardedSubmit } from '../../../components/use-guarded-submit';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../../components/ui/fields';
import { focusSectionHeading } from '../../../components/ui/focus-heading';
import { Notice } from '../../../components/ui/layout';
import { LeaveGuard } from '../../../components/unsaved/leave-guard';
import { useMessages } from '../../../i18n/use-messages';
import { modeLabel } from './firmware-details';
import { firmwareMessages } from './messages';
import type { useChangeFirmware } from './use-change-firmware';
import { useAreaWords } from '../../../components/area-words';
import { useGateReason } from '../../../components/ui/gated-button';
import { vpsWords } from '../vps-words';

interface FirmwareFormProps {
  serverId: string;
  mutation: ReturnType<typeof useChangeFirmware>;
  firmware: VpsFirmware;
  gate: ActionGate;
  blockedReason: string | null;
  onChanged: (firmware: VpsFirmware) => void;
}

export function FirmwareForm({
  serverId,
  mutation,
  firmware,
  gate,
  blockedReason,
  onChanged,
}: FirmwareFormProps) {
  const t = useMessages(firmwareMessages);
  const otherMode = firmwareModes.find((mode) => mode !== firmware.mode) ?? 'incus';
  const form = useForm<FirmwareChangeFormInput, unknown, FirmwareChangeBody>({
    resolver: zodResolver(firmwareChangeFormSchema),
    defaultValues: { mode: otherMode, storage: '' },
  });
  const serverErrors = useServerFieldErrors(form);
  const [chosen, storage] = useWatch({ control: form.control, name: ['mode', 'storage'] });
  const gateReason = useGateReason();
  const reasons = useAreaWords(vpsWords);
  // The panel's words for the server's code (in the reader's language), as on every gate.
  const reason = gateReason(gate, blockedReason, null, reasons, 'changeFirmware');
  // The form offers the other mode from the start; only what the user changed is theirs to lose
  // (a field merely tabbed through is touched, not changed).
  const edited = reason === null && form.formState.isDirty;
  const changes = edited
    ? [...(chosen !== firmware.mode ? [t('mode')] : []), ...(storage?.trim() ? [t('storage')] : [])]
    : [];
  // After a change the form starts over and its button is gone: focus goes to the section.
  const changed = useRef(false);
  const focusAfterClose = useCallback(
    () => (changed.current ? focusSectionHeading('firmware') : null),
    [],
  );
  // Either mode may leave the installed system unable to start: the change waits for a yes.
  const [confirming, setConfirming] = useState<FirmwareChangeBody | null>(null);
  const submit = useGuardedSubmit(
    form.handleSubmit((body) => {
      serverErrors.clear();
      mutation.reset();
      setConfirming(body);
    }),
  );
  const send = (body: FirmwareChangeBody) =>
    mutation.mutateAsync(body).then(
      (result) => {
        changed.current = true;
        setConfirming(null);
        onChanged(result);
      },
      (error: unknown) => {
        // A field's own error is shown on the field, with the form open again.
        if (isApiError(error) && error.fieldErrors.length > 0) {
          setConfirming(null);
          serverErrors.apply(error);
        }
        throw error;
      },
    );
  const errors = form.formState.errors;
  const warning =
    chosen === firmware.mode
      ? t('sameMode')
      : chosen === 'legacy'
        ? t('toLegacyWarning')
        : t('toIncusWarning');
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-labelledby={`firmware-change-${serverId}`}
    >
      <h3 id={`firmware-change-${serverId}`} className="font-semibold">
        {t('change')}
      </h3>
      {reason && <Notice tone="warning">{reason}</Notice>}
      <fieldset disabled={reason !== null} className="flex flex-col gap-4">
        <SelectField
          label={t('mode')}
          hint={t('modeHint')}
          error={t.message(errors.mode?.message)}
          {...form.register('mode')}
        >
          {firmwareModes.map((mode) => (
            <option key={mode} value={mode}>
              {modeLabel(t, mode)}
            </option>
          ))}
        </SelectField>
        {reason === null && (
          <Notice tone={chosen === firmware.mode ? 'info' : 'warning'}>{warning}</Notice>
        )}
        <TextField
          label={t('storage')}
          optional
          hint={t('storageHint')}
          autoComplete="off"
          spellCheck={false}
          error={t.message(errors.storage?.message)}
          {...form.register('storage')}
        />
        {confirming === null && (
          <FormAlert error={mutation.error} leftovers={serverErrors.leftovers} />
        )}
        <div>
          <SubmitButton
            requires="changeFirmware"
            pending={mutation.isPending}
            error={mutation.error}
            disabled={reason !== null}
          >
            {t('save')}
          </SubmitButton>
        </div>
      </fieldset>
      <ConfirmDialog
        open={confirming !== null}
        title={t('confirmTitle', { mode: modeLabel(t, confirming?.mode ?? chosen) })}
        confirmLabel={t('confirmButton')}
        danger
        pending={mutation.isPending}
        waiting={mutation.waiting}
        error={mutation.error}
        focusAfterClose={focusAfterClose}
        onConfirm={() => (confirming ? send(confirming) : Promise.resolve())}
        onCancel={() => {
          mutation.reset();
          setConfirming(null);
        }}
      >
        <p>{confirming?.mode === 'legacy' ? t('toLegacyWarning') : t('toIncusWarning')}</p>
        <p>{t('confirmWhen')}</p>
      </ConfirmDialog>
      <LeaveGuard changes={changes} />
    </form>
  );
}
