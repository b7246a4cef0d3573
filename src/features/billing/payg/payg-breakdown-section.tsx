import { useQuery } from '@tanstack/react-query';
import { paygBreakdownQuery } from '../../../api/billing/payg';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { DefinitionList, Notice, Section } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/states';
import { useServerWords } from '../../../components/server-words';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { billingMessages } from '../messages';
import { lastDayBefore } from './last-day-before';
import { paygBreakdownView, type PaygBreakdownView } from './payg-breakdown-view';
import { ResourceBreakdown } from './resource-breakdown';
import { ServerBreakdown } from './server-breakdown';

function CoverageBanner({ banner }: { banner: PaygBreakdownView['coverage']['banner'] }) {
  const t = useMessages(billingMessages);
  if (banner === null) return null;
  const key =
    banner === 'lower-bound'
      ? 'coverage_partial'
      : banner === 'servers-without-amounts'
        ? 'coverage_none'
        : 'coverage_unknown';
  return (
    <Notice tone="warning" title={t(`${key}_title`)}>
      {t(key)}
    </Notice>
  );
}

function Breakdown({ view, invoiceId }: { view: PaygBreakdownView; invoiceId: string }) {
  const t = useMessages(billingMessages);
  const format = useFormat();
  // The notes are free text the spec gives no values for: the server's words, marked as such.
  const words = useServerWords();
  const unattributedNote = words(undefined, view.unattributedNote);
  const money = (amount: number) => format.money(amount, view.currencyCode);
  const { reconciliation } = view;
  return (
    <div className="flex flex-col gap-6">
      <CoverageBanner banner={view.coverage.banner} />
      <DefinitionList
        items={[
          {
            term: t('period'),
            value: t('periodRange', {
              start: format.date(view.period.startAt),
              end: format.date(lastDayBefore(view.period.endAt)),
            }),
          },
          { term: t('attributed'), value: money(view.attributedAmount) },
          {
            term: t('unattributed'),
            value: (
              <>
                {money(view.unattributedAmount)}
                {unattributedNote && (
                  <span className="muted block text-xs font-normal">{unattributedNote}</span>
                )}
              </>
            ),
          },
          { term: t('totalExclVat'), value: money(view.total) },
        ]}
      />
      <p className="muted text-sm">
        {view.amountsExclVat && t('exclVat')} {words(undefined, view.note)}
      </p>
      {!reconciliation.reconciles && (
        <Notice tone="warning" title={t('mismatchTitle')}>
          {t('mismatch', {
            servers: money(reconciliation.serversTotal),
            attributed: money(reconciliation.attributedAmount),
            difference: money(reconciliation.difference),
          })}
        </Notice>
      )}
      <ResourceBreakdown
        rows={view.resources}
        currencyCode={view.currencyCode}
        fileName={`payg-${invoiceId}-resources`}
      />
      <ServerBreakdown
        servers={view.servers}
        currencyCode={view.currencyCode}
        fileName={`payg-${invoiceId}-servers`}
      />
    </div>
  );
}

/** Spec 19: how a pay-as-you-go invoice splits across resources and servers. */
export function PaygBreakdownSection({ invoiceId }: { invoiceId: string }) {
  const t = useMessages(billingMessages);
  const query = useQuery({ ...paygBreakdownQuery(invoiceId), select: paygBreakdownView });
  return (
    <Section id="payg" title={t('paygTitle')} description={t('paygDescription')}>
      {query.isPending ? (
        <LoadingState failureReason={query.failureReason} />
      ) : query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.kind === 'unavailable' ? (
        // The spec gives this answer one meaning (no pay-as-you-go line items): said in the panel's words.
        <p className="text-sm">{t('noPaygItems')}</p>
      ) : (
        <Breakdown view={query.data} invoiceId={invoiceId} />
      )}
    </Section>
  );
}
