import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '../../../api/billing/billing';
import {
  alreadyPaidInvoice,
  paymentLinkQuery,
  type PaymentLink,
} from '../../../api/billing/payment-link';
import { safeExternalUrl } from '../../../api/core/safe-url';
import { useGuardedSubmit } from '../../../components/use-guarded-submit';
import { commonMessages } from '../../../components/messages';
import { CopyButton } from '../../../components/ui/copy-button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ExternalLink } from '../../../components/ui/external-link';
import { commandLabel, usePageCommands } from '../../../components/finder/page-commands';
import { GatedButton, useActionReason } from '../../../components/ui/gated-button';
import { Notice, Section } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/states';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { billingMessages } from '../messages';
import { useGeneratePaymentLink } from './use-generate-payment-link';
import { useAreaWords } from '../../../components/area-words';
import { billingWords } from '../billing-words';

function LinkDetails({ link }: { link: PaymentLink }) {
  const t = useMessages(billingMessages);
  const common = useMessages(commonMessages);
  const format = useFormat();
  const url = safeExternalUrl(link.paymentUrl);
  if (!url) {
    return (
      <Notice tone="warning" title={common('unsafeTitle')}>
        {t('unsafeLink')}
      </Notice>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-3">
        <ExternalLink href={url} className="link font-medium">
          {t('openPaymentPage')}
        </ExternalLink>
        <CopyButton value={url} label={t('paymentLink')} />
      </p>
      <p className="muted text-sm">
        {link.expiresAt
          ? t('linkValidUntil', { date: format.dateTime(link.expiresAt) })
          : t('linkNoExpiry')}
      </p>
    </div>
  );
}

/** The invoice's payment link: shown when one exists, created on request when the gate allows. */
export function PaymentLinkSection({ invoice }: { invoice: Invoice }) {
  const t = useMessages(billingMessages);
  const reasons = useAreaWords(billingWords);
  const linkQuery = useQuery(paymentLinkQuery(invoice.id));
  const generate = useGeneratePaymentLink(invoice.id);
  const create = useGuardedSubmit(() => generate.mutateAsync());
  const paid = alreadyPaidInvoice(generate.error);
  const link = linkQuery.data ?? null;
  const actionReason = useActionReason('generatePaymentLink');
  const gate = invoice.actions?.canGeneratePaymentLink;
  // Offered where the page offers its button: no link yet, and the gate present.
  usePageCommands(
    gate && linkQuery.isSuccess && !link
      ? [
          {
            id: `payment-link:${invoice.id}`,
            ...commandLabel(t, 'createLinkCommand', { number: invoice.number ?? invoice.id }),
            blocked: actionReason(gate, null, reasons),
            run: () => void create(),
          },
        ]
      : [],
  );
  return (
    <Section id="payment" title={t('paymentTitle')} description={t('paymentDescription')}>
      <div className="flex flex-col gap-4">
        {linkQuery.isPending ? (
          <LoadingState failureReason={linkQuery.failureReason} />
        ) : linkQuery.isError ? (
          <ErrorAlert error={linkQuery.error} onRetry={() => void linkQuery.refetch()} compact />
        ) : link ? (
          <LinkDetails link={link} />
        ) : (
          <>
            {invoice.actions?.canGeneratePaymentLink?.allowed && (
              <p className="text-sm">{t('noLinkYet')}</p>
            )}
            <GatedButton
              requires="generatePaymentLink"
              reasons={reasons}
              variant="primary"
              gate={invoice.actions?.canGeneratePaymentLink}
              pending={generate.isPending}
              onClick={() => void create()}
            >
              {t('createLink')}
            </GatedButton>
          </>
        )}
        {generate.isSuccess && link && safeExternalUrl(link.paymentUrl) && (
          <p role="status" className="text-sm font-medium">
            {t('linkCreated')}
          </p>
        )}
        {paid && (
          <Notice tone="info" title={t('alreadyPaidTitle')}>
            {t('alreadyPaid', { number: paid.number ?? paid.id })}
          </Notice>
        )}
        {generate.isError && <ErrorAlert error={generate.error} compact />}
      </div>
    </Section>
  );
}
