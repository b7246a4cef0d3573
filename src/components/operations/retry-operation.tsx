import { useState } from 'react';
import { acceptedOperationSchema } from '../../api/core/common';
import { request } from '../../api/core/http';
import { endpointFor } from '../../api/core/scopes';
import { useLearnedBlock } from '../permissions/use-learned-permissions';
import { bilingualText } from '../../i18n/messages';
import { useLanguage, useMessages } from '../../i18n/use-messages';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { GatedButton, ungated } from '../ui/gated-button';
import { StoredText } from '../ui/stored-text';
import { useSendMutation } from '../use-send-mutation';
import { operationMessages } from './messages';
import { operationsStore, type OperationRecord, type RetryRequest } from './operations-store';
import { useTrackOperation } from './use-operations';

/**
 * A failed operation whose request is safe to repeat: the same request again, after
 * confirmation, under the same session gates (read-only sessions cannot send it); the server's
 * own gates answer as they did the first time. The new job replaces the failed one.
 */
export function RetryOperation({
  record,
  retry,
}: {
  record: OperationRecord;
  retry: RetryRequest;
}) {
  const t = useMessages(operationMessages);
  const { language } = useLanguage();
  const track = useTrackOperation();
  const [open, setOpen] = useState(false);
  const title = bilingualText(record.title, language);
  // The endpoint it sends to: off once the key was refused that endpoint's scopes.
  const requires = endpointFor(retry.method, retry.path, retry.body)?.action;
  const learned = useLearnedBlock(requires);
  const mutation = useSendMutation({
    scope: record.scope,
    mutationFn: (_: void, signal: AbortSignal) =>
      request(acceptedOperationSchema, { ...retry, signal }),
    onSuccess: ({ operation }) => {
      operationsStore.remove(record.jobId);
      track({
        operation,
        scope: record.scope,
        href: record.href,
        title: record.title,
        invalidate: record.invalidate,
        resources: record.resources ?? [],
        endLink: record.endLink ?? null,
        retry,
      });
    },
  });
  const close = () => {
    setOpen(false);
    mutation.reset();
  };
  return (
    <>
      <GatedButton
        size="sm"
        gate={ungated}
        requires={requires}
        onClick={() => setOpen(true)}
        aria-label={t('retryLabel', { title })}
      >
        {t('retry')}
      </GatedButton>
      <ConfirmDialog
        open={open}
        title={t.rich('retryTitle', { title: <StoredText text={record.title} /> })}
        confirmLabel={t('retryConfirm')}
        onConfirm={() => mutation.mutateAsync().then(close)}
        onCancel={close}
        pending={mutation.isPending}
        waiting={mutation.waiting}
        error={mutation.error}
        canConfirm={learned === null}
      >
        <p className="text-sm">{t('retryBody')}</p>
      </ConfirmDialog>
    </>
  );
}
