import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ActionGate } from '../../../api/core/common';
import { hasCode, isApiError } from '../../../api/core/errors';
import { redact } from '../../../api/core/redact';
import {
  importSshKeyBodySchema,
  sshKeyConflictField,
  type ImportedSshKey,
  type ImportSshKeyBody,
} from '../../../api/hosting/ssh-keys';
import { checkSshPublicKey } from '../../../api/ssh-keys/ssh-public-key';
import { FormAlert } from '../../../components/ui/form-alert';
import { PanelForm } from '../../../components/forms/panel-form';
import { useServerFieldErrors } from '../../../components/forms/use-server-field-errors';
import { useGuardedSubmit } from '../../../components/use-guarded-submit';
import { GatedButton } from '../../../components/ui/gated-button';
import { Notice } from '../../../components/ui/layout';
import { TextAreaField, TextField } from '../../../components/ui/fields';
import { useReadOnly } from '../../../components/use-session';
import type { Language } from '../../../i18n/messages';
import { useLanguage, useMessages } from '../../../i18n/use-messages';
import { HostingExplanation } from '../hosting-error-alert';
import { sshKeyMessages } from './messages';
import { useImportSshKey } from './use-import-ssh-key';
import { useKeyFingerprint } from './use-key-fingerprint';
import { useAreaWords } from '../../../components/area-words';
import { hostingWords } from '../hosting-words';

/** The field a duplicate clashed on, when the server says (otherwise the form-level alert shows it). */
function conflictFieldOf(error: unknown) {
  return hasCode(error, 'ssh_key_already_exists') ? sshKeyConflictField(error.extensions) : null;
}

/** The server's own sentence names the clash; a Swedish page has the panel's words instead. */
function conflictMessage(error: unknown, language: Language, known: string) {
  const detail = isApiError(error) ? error.detail : null;
  return language === 'en' && detail ? redact(detail) : known;
}

function ImportedNotice({ imported }: { imported: ImportedSshKey }) {
  const t = useMessages(sshKeyMessages);
  return (
    <div role="status">
      <Notice
        tone="info"
        title={t(imported.authorized ? 'imported' : 'importedNotAuthorized', {
          name: imported.name,
        })}
      >
        <span className="wrap-anywhere font-mono text-xs">{imported.fingerprint}</span>
      </Notice>
    </div>
  );
}

export function ImportSshKeyForm({ accountId, gate }: { accountId: string; gate: ActionGate }) {
  const t = useMessages(sshKeyMessages);
  const { language } = useLanguage();
  const reasons = useAreaWords(hostingWords);
  const readOnly = useReadOnly();
  const form = useForm<ImportSshKeyBody>({
    resolver: zodResolver(importSshKeyBodySchema),
    mode: 'onTouched',
    defaultValues: { name: '', publicKey: '' },
  });
  const serverErrors = useServerFieldErrors(form);
  const mutation = useImportSshKey(accountId);
  const [privateKeyRemoved, setPrivateKeyRemoved] = useState(false);
  const [imported, setImported] = useState<ImportedSshKey | null>(null);
  const typed = useWatch({ control: form.control, name: 'publicKey' });
  const check = useMemo(() => checkSshPublicKey(typed), [typed]);
  const fingerprint = useKeyFingerprint(check.kind === 'public_key' ? check.key : null);
  const translate = t.message;

  const publicKeyField = form.register('publicKey', {
    // A pasted private key is wiped from the form at once: it is never kept, shown or sent.
    onChange: (event: { target: { value: string } }) => {
      const removed = checkSshPublicKey(event.target.value).kind === 'private_key';
      if (removed) {
        form.setValue('publicKey', '');
        // The error was about the text that is gone; the alert below says what happened.
        form.clearErrors('publicKey');
      }
      if (removed || event.target.value.trim() !== '') setPrivateKeyRemoved(removed);
    },
  });

  const save = async (values: ImportSshKeyBody) => {
    serverErrors.clear();
    setImported(null);
    try {
      setImported(await mutation.mutateAsync(values));
      form.reset();
    } catch (error) {
      const field = conflictFieldOf(error);
      if (field)
        form.setError(
          field,
          { type: 'server', message: conflictMessage(error, language, t(`conflict_${field}`)) },
          { shouldFocus: true },
        );
      else serverErrors.apply(error);
    }
  };
  const submit = useGuardedSubmit(form.handleSubmit(save));
  const conflict = conflictFieldOf(mutation.error) !== null;
  const { errors } = form.formState;

  return (
    <PanelForm
      onSubmit={submit}
      aria-labelledby="ssh-key-import-title"
      className="flex max-w-3xl flex-col gap-4"
    >
      <div>
        <h3 id="ssh-key-import-title" className="text-base font-semibold">
          {t('importTitle')}
        </h3>
        <p className="muted mt-1 text-sm">{t('importDescription')}</p>
      </div>
      {imported && <ImportedNotice imported={imported} />}
      <fieldset disabled={!gate.allowed || readOnly} className="flex flex-col gap-4">
        <TextField
          label={t('nameLabel')}
          hint={t('nameHint')}
          autoComplete="off"
          spellCheck={false}
          error={translate(errors.name?.message)}
          {...form.register('name')}
        />
        <TextAreaField
          label={t('publicKeyLabel')}
          hint={t('publicKeyHint')}
          rows={4}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          className="font-mono text-xs"
          error={translate(errors.publicKey?.message)}
          {...publicKeyField}
        />
      </fieldset>
      {privateKeyRemoved && (
        <div role="alert">
          <Notice tone="danger" title={t('privateKeyTitle')}>
            {t('privateKeyText')}
          </Notice>
        </div>
      )}
      <div role="status" className="text-sm empty:hidden">
        {check.kind === 'public_key' && fingerprint && (
          <>
            <p className="wrap-anywhere">
              {t('recognised', { type: check.key.type, fingerprint })}
            </p>
            <p className="muted text-xs">{t('compareFingerprint')}</p>
          </>
        )}
      </div>
      {!conflict && (
        <>
          <HostingExplanation error={mutation.error} />
          <FormAlert error={mutation.error} leftovers={serverErrors.leftovers} />
        </>
      )}
      <GatedButton
        requires="importHostingSshKey"
        reasons={reasons}
        type="submit"
        variant="primary"
        gate={gate}
        pending={mutation.isPending}
      >
        {t('importButton')}
      </GatedButton>
    </PanelForm>
  );
}
