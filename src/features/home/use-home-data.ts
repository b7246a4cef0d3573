import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { invoiceListPagesQuery } from '../../api/billing/billing';
import { cdnZoneQuery } from '../../api/cdn/cdn';
import { securityInsightsQuery } from '../../api/cdn/security-report';
import { isRefusal } from '../../api/core/errors';
import { dnsZoneListPagesQuery } from '../../api/dns/dns';
import { domainListPagesQuery } from '../../api/domains/domains';
import { hostingListPagesQuery } from '../../api/hosting/hosting';
import { vpsSshAccessQuery } from '../../api/vps/ssh-access';
import { vpsListPagesQuery } from '../../api/vps/vps';
import { useLoadedList } from '../../components/list/use-loaded-list';
import { useOperationRecords } from '../../components/operations/use-operations';
import type { AttentionInput } from './attention-rules';
import { HOME_DETAIL_CAP, HOME_PAGE_CAP } from './home-reads';

/** The reads the attention rules stand on, named as the home names them. */
export type AttentionSource =
  | 'countDomains'
  | 'countServers'
  | 'countHosting'
  | 'countInvoices'
  | 'countCdnZones'
  | 'sourceInsights'
  | 'sourceSshAccess';

type Read = Pick<
  UseQueryResult,
  'isPending' | 'isError' | 'isFetching' | 'fetchStatus' | 'error' | 'refetch'
>;

/** The lists' first pages (up to `HOME_PAGE_CAP`), and the few details the rules need. */
export function useHomeData() {
  // The rules judge against the moment the home opened; a new visit judges again.
  const [now] = useState(() => Date.now());
  const domains = useLoadedList(domainListPagesQuery(), HOME_PAGE_CAP);
  const servers = useLoadedList(vpsListPagesQuery(), HOME_PAGE_CAP);
  const hosting = useLoadedList(hostingListPagesQuery(), HOME_PAGE_CAP);
  const invoices = useLoadedList(invoiceListPagesQuery(), HOME_PAGE_CAP);
  // Only counted, never judged: its first page is enough.
  const dnsZones = useLoadedList(dnsZoneListPagesQuery());
  // The home shows the report's state once; the report page is the one that waits for a refresh.
  const insights = useQuery({ ...securityInsightsQuery(), refetchInterval: false });
  const operations = useOperationRecords();

  const allCdnZoneIds = [...new Set(domains.rows.flatMap((domain) => domain.cdnZoneId ?? []))];
  const cdnZoneIds = allCdnZoneIds.slice(0, HOME_DETAIL_CAP);
  const cdnZones = useQueries({ queries: cdnZoneIds.map((id) => cdnZoneQuery(id)) });

  // A stopped server has no live SSH access to read; its own rule already says it is stopped.
  const allRunning = servers.rows.filter((server) => server.status === 'running');
  const running = allRunning.slice(0, HOME_DETAIL_CAP);
  const sshAccess = useQueries({
    queries: running.map((server) => ({ ...vpsSshAccessQuery(server.id), retry: false })),
  });

  const lists = { domains, servers, hosting, invoices, dnsZones };
  const judged = { domains, servers, hosting, invoices };
  const all: Read[] = [
    ...Object.values(lists).map((list) => list.query),
    insights,
    ...cdnZones,
    ...sshAccess,
  ];
  const sources: [AttentionSource, Read[]][] = [
    ['countDomains', [domains.query]],
    ['countServers', [servers.query]],
    ['countHosting', [hosting.query]],
    ['countInvoices', [invoices.query]],
    ['countCdnZones', cdnZones],
    ['sourceInsights', [insights]],
    ['sourceSshAccess', sshAccess],
  ];
  const failedRead = (read: Read) => read.isError && !isRefusal(read.error);
  const failures = sources.flatMap(([source, reads]) => {
    const failed = reads.find(failedRead);
    return failed ? [{ source, error: failed.error }] : [];
  });
  const firstTime = (read: Read) => read.isPending && read.fetchStatus !== 'idle';
  const checking = all.some(firstTime);
  const waitingFor = sources.flatMap(([source, reads]) => (reads.some(firstTime) ? [source] : []));
  const input: AttentionInput = {
    now,
    domains: domains.rows,
    servers: servers.rows,
    hosting: hosting.rows,
    invoices: invoices.rows,
    cdnZones: cdnZones.flatMap((query) => query.data ?? []),
    insights: insights.data ?? null,
    operations,
    sshAccess: running.flatMap((server, index) => {
      const access = sshAccess[index]?.data;
      return access ? [{ server, access }] : [];
    }),
  };
  return {
    input,
    lists,
    /** The judged lists the rules saw only in part, by name. */
    judged,
    /** How many CDN zones and running servers there are, of which the first `HOME_DETAIL_CAP` are read. */
    details: { cdnZones: allCdnZoneIds.length, runningServers: allRunning.length },
    /** A read the rules need has not answered yet, for the first time. */
    checking,
    /** How many of those reads have answered (or failed): it grows while the home is being read. */
    answered: all.filter((read) => !read.isPending).length,
    /** The sources whose first answer is still coming, by name. */
    waitingFor,
    loading: checking || Object.values(judged).some((list) => list.loadingAll),
    /** The reads the rules needed that failed, by source (a refusal is none: see isRefusal). */
    failures,
    retrying: all.some((read) => failedRead(read) && read.isFetching),
    retry: () => {
      for (const read of all.filter(failedRead)) void read.refetch();
    },
  };
}

export type HomeLists = ReturnType<typeof useHomeData>['lists'];
