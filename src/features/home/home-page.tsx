import { useState } from 'react';
import type { Domain } from '../../api/domains/domains';
import { Notice, PageHeader, Section } from '../../components/ui/layout';
import { LoadingState } from '../../components/ui/states';
import { useMessages } from '../../i18n/use-messages';
import { AreaCounts, tallyOf } from './area-counts';
import { AttentionFailure } from './attention-failure';
import { AttentionWaiting } from './attention-sources';
import { AttentionCutNotice } from './attention-cut-notice';
import { AttentionList } from './attention-list';
import { needsAttention } from './attention-rules';
import { GettingStarted } from './getting-started';
import { HOME_PATIENCE_MS } from './home-reads';
import { homeMessages } from './messages';
import { homeFrames } from './page-frame-messages';
import { RecentVisits } from './recent-visits';
import { RunningOperations } from './running-operations';
import { useHomeData } from './use-home-data';
import { useNoProgress } from './use-no-progress';

/** The API has no CDN zone list: zones are the domains' `cdnZoneId`s (assumed-shapes.md). */
const countCdnZones = (domains: Domain[]) =>
  new Set(domains.flatMap((domain) => domain.cdnZoneId ?? [])).size;

export function HomePage() {
  const t = useMessages(homeMessages);
  const f = useMessages(homeFrames);
  const {
    input,
    lists,
    judged,
    details,
    checking,
    answered,
    waitingFor,
    loading,
    failures,
    retrying,
    retry,
  } = useHomeData();
  const failed = failures.length > 0;
  const items = needsAttention(input);
  const listed = [lists.domains, lists.servers, lists.hosting, lists.invoices, lists.dnsZones];
  const empty = listed.every((list) => list.query.isSuccess && list.rows.length === 0);
  const header = <PageHeader title={f('title')} description={f('description')} />;
  // The home comes whole, once every read has answered: items that came one read at a time
  // pushed the sections below down under the reader (on a phone several times), a whole list
  // arriving above sections already shown moved them down once, far, and an empty account's
  // welcome pushed down everything under it.
  // Once shown, the home stays: a read asked for later (Try again, the details a list names)
  // shows its progress in its own section instead of taking the page away.
  // A read that stalls does not hold the rest back for long: once something has answered and
  // nothing more has for HOME_PATIENCE_MS, the home shows what it has and names what it awaits.
  const [shown, setShown] = useState(false);
  const stalled = useNoProgress(answered, !shown && answered > 0, HOME_PATIENCE_MS);
  if ((!checking || stalled) && !shown) setShown(true);
  if (!shown)
    return (
      <>
        {header}
        <LoadingState />
      </>
    );
  return (
    <>
      {header}
      {empty && <GettingStarted />}
      <Section id="attention" title={t('attentionTitle')} description={t('attentionDescription')}>
        <div className="flex flex-col gap-3">
          <AttentionFailure failures={failures} retry={retry} />
          <AttentionWaiting sources={waitingFor} />
          {failed && items.length > 0 && <Notice tone="warning">{t('attentionPartial')}</Notice>}
          <AttentionCutNotice judged={judged} details={details} />
          {items.length > 0 ? (
            <AttentionList items={items} />
          ) : loading || retrying ? (
            <LoadingState />
          ) : (
            // Nothing read is no all-clear.
            <p className="text-sm">{t(failed ? 'attentionUnknown' : 'attentionNone')}</p>
          )}
        </div>
      </Section>
      <Section id="services" title={t('countsTitle')}>
        <AreaCounts
          areas={[
            { label: 'countDomains', to: '/domains', tally: tallyOf(lists.domains) },
            { label: 'countDnsZones', to: '/dns', tally: tallyOf(lists.dnsZones) },
            { label: 'countCdnZones', to: '/cdn', tally: tallyOf(lists.domains, countCdnZones) },
            { label: 'countServers', to: '/vps', tally: tallyOf(lists.servers) },
            { label: 'countHosting', to: '/hosting', tally: tallyOf(lists.hosting) },
            { label: 'countInvoices', to: '/billing', tally: tallyOf(lists.invoices) },
          ]}
        />
      </Section>
      <div className="grid gap-x-6 lg:grid-cols-2">
        <Section id="running" title={t('runningTitle')}>
          <RunningOperations />
        </Section>
        <Section id="recent" title={t('recentTitle')}>
          <RecentVisits />
        </Section>
      </div>
    </>
  );
}
