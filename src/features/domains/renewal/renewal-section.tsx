import { useRef, useState } from 'react';
import type { Domain } from '../../../api/domains/domains';
import { isRefusal } from '../../../api/core/errors';
import { useGuardedSubmit } from '../../../components/use-guarded-submit';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { GatedButton, GatedButtonRow } from '../../../components/ui/gated-button';
import { Notice, Section } from '../../../components/ui/layout';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { renewalMessages } from './messages';
import { PendingRenewal } from './pending-renewal';
import { RenewalInvoiceNotice } from './renewal-invoice-notice';
import { useRespondToRenewal } from './use-respond-to-renewal';
import { useAreaWords } from '../../../components/area-words';
import { domainWords } from '../domain-words';
import { InlineName } from '../../../components/ui/server-text';

export function RenewalSection({ domain }: { domain: Domain }) {
  const t = useMessages(renewalMessages);
  const reasons = useAreaWords(domainWords);
  const format = useFormat();
  // The domain carries the pending order and the gate (spec: `pendingRenewalOrder` on the
  // domain or GET …/renewal), so the page needs no request of its own for them.
  const mutation = useRespondToRenewal(domain.id);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const gate = domain.actions?.canRespondToRenewal;
  const order = domain.pendingRenewalOrder;
  const expires = format.date(domain.expiresAt);
  const answer = mutation.data;
  const declineRefused = mutation.variables === 'decline' && mutation.isError;
  // Accepting again changes nothing (the order stays until paid), so once is enough per visit;
  // the ref also covers a second click that lands before the buttons re-render.
  const accepted = useRef(false);
  const accept = useGuardedSubmit(async () => {
    if (accepted.current) return;
    await mutation.mutateAsync('accept');
    accepted.current = true;
  });
  const decline = () => mutation.mutateAsync('decline').then(() => setConfirmingDecline(false));
  const cancelDecline = () => {
    mutation.reset();
    setConfirmingDecline(false);
  };
  return (
    <Section id="renewal" title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-4">
        {answer?.decision === 'accepted' && (
          <RenewalInvoiceNotice invoice={answer.renewalInvoice} />
        )}
        {answer?.decision === 'declined' && (
          <p role="status" className="text-sm">
            {t('declined')}
          </p>
        )}
        {mutation.variables === 'accept' && mutation.isError && (
          <ErrorAlert error={mutation.error} compact />
        )}
        {!order && (
          <div className="text-sm">
            <p className="font-medium">{t('none')}</p>
            <p className="muted mt-1">
              {t('noneDetail', { date: expires, autoRenew: domain.autoRenew ? t('on') : t('off') })}
            </p>
          </div>
        )}
        {order && (
          <>
            <PendingRenewal order={order} />
            <p className="text-sm">{t('explain', { date: expires })}</p>
            <GatedButtonRow>
              <GatedButton
                requires="acceptRenewal"
                reasons={reasons}
                gate={gate}
                variant="primary"
                pending={mutation.isPending}
                blockedReason={answer?.decision === 'accepted' ? t('alreadyAccepted') : null}
                onClick={() => void accept()}
              >
                {t('accept')}
              </GatedButton>
              <GatedButton
                requires="declineRenewal"
                reasons={reasons}
                gate={gate}
                variant="danger"
                pending={mutation.isPending}
                onClick={() => {
                  mutation.reset();
                  setConfirmingDecline(true);
                }}
              >
                {t('decline')}
              </GatedButton>
            </GatedButtonRow>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirmingDecline}
        title={t.rich('declineTitle', {
          name: <InlineName value={domain.unicodeName ?? domain.name} />,
        })}
        confirmLabel={t('declineConfirm')}
        danger
        pending={mutation.isPending}
        waiting={mutation.waiting}
        error={declineRefused ? mutation.error : undefined}
        // A key refused the change would only be refused again.
        canConfirm={!(declineRefused && isRefusal(mutation.error))}
        onConfirm={decline}
        onCancel={cancelDecline}
      >
        <p>{t('declineDanger', { date: expires })}</p>
        {declineRefused && isRefusal(mutation.error) && (
          <Notice tone="warning">{t('declineNeedsBilling')}</Notice>
        )}
      </ConfirmDialog>
    </Section>
  );
}
