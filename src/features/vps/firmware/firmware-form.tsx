import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { ActionGate } from '../../../api/core/common';
import {
  firmwareChangeFormSchema,
  firmwareModes,
  type FirmwareChangeBody,
  type FirmwareChangeFormInput,
  type VpsFirmware,
} from '../../../api/vps/firmware';
import { FormAlert } from '../../../components/forms/form-alert';
import { useServerFieldErrors } from '../../../components/forms/use-server-field-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useGuardedSubmit } from '../../../components/use-guarded-submit';
import { SelectField, TextField } from '../../../components/ui/fields';
import { Notice } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { modeLabel } from './firmware-details';
import { firmwareMessages } from './messages';
import type { useChangeFirmware } from './use-change-firmware';

interface FirmwareFormProps {
  serverId: string;
  mutation: ReturnType<typeof useChangeFirmware>;
  firmware: VpsFirmware;
  gate: ActionGate;
  blockedReason: string | null;
}

export function FirmwareForm({
  serverId,
  mutation,
  firmware,
  gate,
  blockedReason,
}: FirmwareFormProps) {
  const t = useMessages(firmwareMessages);
  const otherMode = firmwareModes.find((mode) => mode !== firmware.mode) ?? 'incus';
  const form = useForm<FirmwareChangeFormInput, unknown, FirmwareChangeBody>({
    resolver: zodResolver(firmwareChangeFormSchema),
    defaultValues: { mode: otherMode, storage: '' },
  });
  const serverErrors = useServerFieldErrors(form);
  const chosen = useWatch({ control: form.control, name: 'mode' });
  const reason = gate.allowed ? blockedReason : (gate.reason ?? null);
  const submit = useGuardedSubmit(
    form.handleSubmit(async (body) => {
      serverErrors.clear();
      try {
        await mutation.mutateAsync(body);
      } catch (error) {
        serverErrors.apply(error);
      }
    }),
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
        <FormAlert error={mutation.error} leftovers={serverErrors.leftovers} />
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
    </form>
  );
}
