import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { DnsRecord, DnsZoneDetail } from '../../../api/dns/dns';
import {
  recordFormSchema,
  recordInputOf,
  type RecordFormValues,
} from '../../../components/dns/record-form-values';
import { recordConflicts } from '../../../api/dns/zone-conflicts';
import type { DnsRecordInput } from '../../../api/dns/record-input';
import { hasCode } from '../../../api/core/errors';
import { RecordInputs } from '../../../components/dns/record-inputs';
import { FormAlert } from '../../../components/ui/form-alert';
import { PanelForm } from '../../../components/forms/panel-form';
import { useServerFieldErrors } from '../../../components/forms/use-server-field-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useGuardedSubmit } from '../../../components/use-guarded-submit';
import { Button } from '../../../components/ui/button';
import { SendWaitingNotice } from '../../../components/ui/send-waiting-notice';
import { LeaveGuard } from '../../../components/unsaved/leave-guard';
import { useMessages } from '../../../i18n/use-messages';
import { recordMessages } from './messages';
import { MxBlockedAlert } from './mx-blocked-alert';
import { useSaveRecord } from './use-record-mutations';
import { DialogActions } from '../../../components/ui/dialog-actions';

interface RecordFormProps {
  zone: DnsZoneDetail;
  /** The dialog's title, which names what leaving the page would lose. */
  title: string;
  /** The record being edited, or null to add one. */
  recordId: string | null;
  initial: RecordFormValues;
  onSaved: (input: DnsRecordInput, saved: DnsRecord) => void;
  onCancel: () => void;
}

export function RecordForm({ zone, title, recordId, initial, onSaved, onCancel }: RecordFormProps) {
  const t = useMessages(recordMessages);
  const save = useSaveRecord(zone.id);
  // The zone's other records: a conflict with them is refused before anything is sent.
  const others = useMemo(
    () => zone.records.filter((record) => record.id !== recordId),
    [zone.records, recordId],
  );
  const form = useForm<RecordFormValues, unknown, DnsRecordInput>({
    resolver: zodResolver(recordFormSchema(zone.name, others)),
    defaultValues: initial,
  });
  const serverErrors = useServerFieldErrors(form);
  const [type, name, value, ttl, priority, weight, port] = useWatch({
    control: form.control,
    name: ['type', 'name', 'value', 'ttl', 'priority', 'weight', 'port'],
  });
  const draft = recordInputOf({ type, name, value, ttl, priority, weight, port });
  const warning = recordConflicts(draft, others, zone.name).find(
    (found) => found.severity === 'warning',
  )?.rule;

  const submit = useGuardedSubmit(
    form.handleSubmit(async (input) => {
      serverErrors.clear();
      try {
        const saved = await save.mutateAsync({ recordId, input });
        onSaved(input, saved);
      } catch (error) {
        serverErrors.apply(error);
      }
    }),
  );

  return (
    <PanelForm onSubmit={submit} className="flex flex-col gap-4">
      <RecordInputs
        layout="stacked"
        zoneName={zone.name}
        type={type}
        input={(name) => form.register(name)}
        error={(name) => form.formState.errors[name]?.message}
        valueWarning={warning}
      />
      <SendWaitingNotice waiting={save.waiting} />
      {/* Leaving drops a save still waiting for the connection, as it does what was typed: ask. */}
      <LeaveGuard changes={form.formState.isDirty || save.waiting !== null ? [title] : []} />
      {hasCode(save.error, 'mx_record_blocked_email_forwarding') ? (
        <MxBlockedAlert zone={zone} error={save.error} />
      ) : (
        <FormAlert error={save.error} leftovers={serverErrors.leftovers} silentWhenFieldsExplain />
      )}
      <DialogActions>
        <Button
          onClick={() => {
            // A save waiting for the connection or for another change is dropped, not sent later.
            save.reset();
            onCancel();
          }}
        >
          {t('cancel')}
        </Button>
        <SubmitButton requires="changeDnsRecords" pending={save.isPending} error={save.error}>
          {recordId === null ? t('saveNew') : t('saveEdit')}
        </SubmitButton>
      </DialogActions>
    </PanelForm>
  );
}
