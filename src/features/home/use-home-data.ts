import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { invoiceListQuery } from '../../api/billing/billing';
import { cdnZoneQuery } from '../../api/cdn/cdn';
import { securityInsightsQuery } from '../../api/cdn/security-report';
import { dnsZoneListQuery } from '../../api/dns/dns';
import { domainListQuery } from '../../api/domains/domains';
import { hostingListQuery } from '../../api/hosting/hosting';
import { vpsSshAccessQuery } from '../../api/vps/ssh-access';
import { vpsListQuery } from '../../api/vps/vps';
import { useOperationRecords } from '../../components/operations/use-operations';
import type { AttentionInput } from './attention-rules';
import { HOME_DETAIL_CAP, HOME_DOMAIN_PAGE } from './home-reads';

/** The first page of each list, and the few details the rules need. */
export function useHomeData() {
  // The rules judge against the moment the home opened; a new visit judges again.
  const [now] = useState(() => Date.now());
  const domains = useQuery(domainListQuery({ limit: HOME_DOMAIN_PAGE }));
  const servers = useQuery(vpsListQuery());
  const hosting = useQuery(hostingListQuery());
  const invoices = useQuery(invoiceListQuery());
  const dnsZones = useQuery(dnsZoneListQuery());
  // The home shows the report's state once; the report page is the one that waits for a refresh.
  const insights = useQuery({ ...securityInsightsQuery(), refetchInterval: false });
  const operations = useOperationRecords();

  const cdnZoneIds = [
    ...new Set((domains.data?.data ?? []).flatMap((domain) => domain.cdnZoneId ?? [])),
  ].slice(0, HOME_DETAIL_CAP);
  const cdnZones = useQueries({ queries: cdnZoneIds.map((id) => cdnZoneQuery(id)) });

  // A stopped server has no live SSH access to read; its own rule already says it is stopped.
  const running = (servers.data?.data ?? [])
    .filter((server) => server.status === 'running')
    .slice(0, HOME_DETAIL_CAP);
  const sshAccess = useQueries({
    queries: running.map((server) => ({ ...vpsSshAccessQuery(server.id), retry: false })),
  });

  const lists = { domains, servers, hosting, invoices, dnsZones };
  const all = [...Object.values(lists), insights, ...cdnZones, ...sshAccess];
  const input: AttentionInput = {
    now,
    domains: domains.data?.data ?? [],
    servers: servers.data?.data ?? [],
    hosting: hosting.data?.data ?? [],
    invoices: invoices.data?.data ?? [],
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
    loading: all.some((query) => query.isPending && query.fetchStatus !== 'idle'),
    failed: all.some((query) => query.isError),
  };
}
