import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { dnsRecordTypes } from '../../../api/dns/record-types';
import type { BulkDnsAccepted, BulkDnsBody } from '../../../api/domains/bulk-dns';
import { isApiError } from '../../../api/core/errors';
import { useRuleMessage } from '../../../components/dns/use-rule-message';
import { PanelForm } from '../../../components/forms/panel-form';
import { SubmitButton } from '../../../components/forms/submit-button';
import { SelectField } from '../../../components/ui/fields';
import { Notice } from '../../../components/ui/layout';
import { LeaveGuard } from '../../../components/unsaved/leave-guard';
import { useMessages } from '../../../i18n/use-messages';
import { ActionChoice } from './action-choice';
import { BulkDnsConfirm } from './bulk-dns-confirm';
import {
  bulkDnsFormSchema,
  initialBulkDnsFormValues,
  type BulkDnsFormValues,
} from './bulk-dns-form-values';
import { DomainChoice } from './domain-choice';
import { bulkDnsMessages } from './messages';
import { RecordRows } from './record-rows';
import { useQueueBulkDns } from '../../../components/dns/bulk-dns-job/use-queue-bulk-dns';
import { useUnsentParts } from './use-unsent-parts';
import { useZoneCheck, type ZoneCheckResult } from './use-zone-check';
import type { ZoneCheckFinding } from './zone-check';
import { ZoneCheckRefusal } from './zone-check-refusal';
import { ZonesReadProgress } from '../../../components/dns/record-search/zones-read-progress';
import { NameList } from '../../../components/ui/name-list';

/** The names a 400 said are not on the account (`/domainNames/{index}` into what was sent). */
function unownedNames(error: unknown, body: BulkDnsBody | null): string[] {
  if (!isApiError(error) || !body) return [];
  return error.fieldErrors.flatMap((item) => {
    const [field, index] = item.path;
    const name =
      field === 'domainNames' && index !== undefined ? body.domainNames[Number(index)] : undefined;
    return name === undefined ? [] : [name];
  });
}

export function BulkDnsForm({
  onQueued,
  initial,
  focusOnMount = false,
}: {
  /** With what the form held when it was sent, to fill it again after the job failed. */
  onQueued: (accepted: BulkDnsAccepted, body: BulkDnsBody, values: BulkDnsFormValues) => void;
  /** The form's values to start from: a failed job's, to try the same change again. */
  initial?: BulkDnsFormValues | undefined;
  /** Focus the chosen action: the form replaced the result the user was on. */
  focusOnMount?: boolean;
}) {
  const t = useMessages(bulkDnsMessages);
  const message = useRuleMessage();
  const queue = useQueueBulkDns();
  const [review, setReview] = useState<BulkDnsBody | null>(null);
  const [sent, setSent] = useState<BulkDnsBody | null>(null);
  const zoneCheck = useZoneCheck();
  const [refused, setRefused] = useState<ZoneCheckResult | null>(null);
  const [warnings, setWarnings] = useState<readonly ZoneCheckFinding[]>([]);
  const form = useForm<BulkDnsFormValues, unknown, BulkDnsBody>({
    resolver: zodResolver(bulkDnsFormSchema),
    defaultValues: initial ?? initialBulkDnsFormValues(),
  });
  const actions = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (focusOnMount) actions.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [focusOnMount]);
  const action = useWatch({ control: form.control, name: 'action' });
  const recordType = useWatch({ control: form.control, name: 'recordType' });
  const chosenNames = useWatch({ control: form.control, name: 'domainNames' });
  // A domain taken out of the choice is no longer worth naming.
  const unowned = unownedNames(queue.error, sent).filter((name) => chosenNames.includes(name));
  const unsent = useUnsentParts(form.control, queue.isSuccess);
  const { subscribe } = form;
  // A clash found for other input would mislead; it goes with the first change of any field.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setRefused(null) }),
    [subscribe],
  );

  const openReview = form.handleSubmit(async (body) => {
    queue.reset();
    setRefused(null);
    const checked = await zoneCheck.check(body);
    if (!checked) return;
    if (checked.errors.length > 0 || checked.unread.length > 0) {
      setRefused(checked);
      return;
    }
    setWarnings(checked.warnings);
    setReview(body);
  });
  const leaveOut = (names: readonly string[]) => {
    const left = new Set(names);
    form.setValue(
      'domainNames',
      form.getValues('domainNames').filter((name) => !left.has(name)),
      { shouldDirty: true },
    );
  };
  const confirm = async (body: BulkDnsBody) => {
    setSent(body);
    const accepted = await queue.mutateAsync(body);
    setReview(null);
    onQueued(accepted, body, form.getValues());
  };
  // Stops a send still waiting or under way; a refusal stays, to name the domains below the form.
  const cancel = () => {
    queue.cancel();
    setReview(null);
  };

  return (
    <PanelForm onSubmit={openReview} className="flex flex-col gap-6">
      <ActionChoice ref={actions} register={form.register} />
      <DomainChoice
        control={form.control}
        error={message(form.formState.errors.domainNames?.message)}
      />
      {action === 'delete' ? (
        <div className="flex max-w-md flex-col gap-3">
          <SelectField
            label={t('deleteTypeLabel')}
            hint={t('deleteTypeHint')}
            error={message(form.formState.errors.recordType?.message)}
            {...form.register('recordType')}
          >
            {dnsRecordTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <Notice tone="danger">{t('deleteWarning', { type: recordType })}</Notice>
        </div>
      ) : (
        <RecordRows
          control={form.control}
          register={form.register}
          errors={form.formState.errors}
        />
      )}
      {unowned.length > 0 && !review && (
        <Notice tone="danger">{t.rich('unowned', { names: <NameList values={unowned} /> })}</Notice>
      )}
      {refused && <ZoneCheckRefusal result={refused} onLeaveOut={leaveOut} />}
      <ZonesReadProgress progress={zoneCheck.progress} />
      <div>
        <SubmitButton
          requires="queueBulkDns"
          pending={queue.isPending || zoneCheck.progress !== null}
          error={queue.error}
        >
          {t('review')}
        </SubmitButton>
      </div>
      <BulkDnsConfirm
        body={review}
        warnings={warnings}
        pending={queue.isPending}
        waiting={queue.waiting}
        error={queue.error}
        onConfirm={confirm}
        onCancel={cancel}
      />
      <LeaveGuard changes={unsent} />
    </PanelForm>
  );
}
