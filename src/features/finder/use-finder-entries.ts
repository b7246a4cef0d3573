import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { invoiceListQuery } from '../../api/billing/billing';
import { PAGE_SIZE_MAX } from '../../api/core/paging';
import { dnsZoneListQuery } from '../../api/dns/dns';
import { domainListQuery } from '../../api/domains/domains';
import { emailAccountsQuery } from '../../api/hosting/email';
import { hostingListQuery } from '../../api/hosting/hosting';
import { vpsListQuery } from '../../api/vps/vps';
import { useSeenRequests } from '../../components/request-ids/request-id-store';

export type EntryKind =
  | 'kindDomain'
  | 'kindDnsZone'
  | 'kindServer'
  | 'kindHosting'
  | 'kindMailbox'
  | 'kindInvoice'
  | 'kindRequest';

/** Something the finder can open: a name to show, where it lives and the words that find it. */
export interface FinderEntry {
  key: string;
  kind: EntryKind;
  label: string;
  detail: string | null;
  href: string;
  terms: string[];
}

/** Mailboxes are listed per hosting account; this many accounts are asked, no more. */
export const MAILBOX_ACCOUNT_CAP = 10;
const page = { limit: PAGE_SIZE_MAX };
/** A stable `combine`, so the mailbox results keep their identity until one of them changes. */
const sameResults = <T>(results: T): T => results;
const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** The first page of each list (read when the finder first opens), as entries to search. */
export function useFinderEntries() {
  const domains = useQuery(domainListQuery(page));
  const zones = useQuery(dnsZoneListQuery(page));
  const servers = useQuery(vpsListQuery(page));
  const hosting = useQuery(hostingListQuery(page));
  const invoices = useQuery(invoiceListQuery(page));
  const accounts = useMemo(
    () => (hosting.data?.data ?? []).slice(0, MAILBOX_ACCOUNT_CAP),
    [hosting.data],
  );
  const mailboxes = useQueries({
    queries: accounts.map((account) => emailAccountsQuery(account.id, page)),
    combine: sameResults,
  });
  const requests = useSeenRequests();

  const entries = useMemo(
    (): FinderEntry[] => [
      ...(domains.data?.data ?? []).map((domain) => ({
        key: `domain:${domain.id}`,
        kind: 'kindDomain' as const,
        label: domain.unicodeName ?? domain.name,
        detail: domain.unicodeName && domain.unicodeName !== domain.name ? domain.name : null,
        href: at('/domains', domain.id),
        terms: [domain.unicodeName ?? '', domain.name, domain.id],
      })),
      ...(zones.data?.data ?? []).map((zone) => ({
        key: `zone:${zone.id}`,
        kind: 'kindDnsZone' as const,
        label: zone.name,
        detail: null,
        href: at('/dns', zone.id),
        terms: [zone.name, zone.id],
      })),
      ...(servers.data?.data ?? []).map((server) => ({
        key: `server:${server.id}`,
        kind: 'kindServer' as const,
        label: server.name,
        detail: [server.hostname, ...server.ipv4].join(' · '),
        href: at('/vps', server.id),
        terms: [server.name, server.hostname, server.id, ...server.ipv4, ...server.ipv6],
      })),
      ...(hosting.data?.data ?? []).map((account) => ({
        key: `hosting:${account.id}`,
        kind: 'kindHosting' as const,
        label: account.primaryDomain || account.name,
        detail: account.name,
        href: at('/hosting', account.id),
        terms: [
          account.name,
          account.primaryDomain,
          account.id,
          ...account.domains.map((d) => d.name),
        ],
      })),
      ...accounts.flatMap((account, index) =>
        (mailboxes[index]?.data?.data ?? []).map((mailbox) => ({
          key: `mailbox:${account.id}:${mailbox.id}`,
          kind: 'kindMailbox' as const,
          label: mailbox.address,
          detail: account.primaryDomain || account.name,
          href: `${at('/hosting', account.id)}/email`,
          terms: [mailbox.address, mailbox.id],
        })),
      ),
      ...(invoices.data?.data ?? []).map((invoice) => ({
        key: `invoice:${invoice.id}`,
        kind: 'kindInvoice' as const,
        label: invoice.number ?? invoice.id,
        detail: invoice.number ? invoice.id : null,
        href: at('/billing/invoices', invoice.id),
        terms: [invoice.number ?? '', invoice.id],
      })),
      ...requests.map((request) => ({
        key: `request:${request.requestId}`,
        kind: 'kindRequest' as const,
        label: request.requestId,
        detail: [request.code, request.title].filter(Boolean).join(' · ') || null,
        href: request.href,
        terms: [request.requestId],
      })),
    ],
    [
      domains.data,
      zones.data,
      servers.data,
      hosting.data,
      accounts,
      mailboxes,
      invoices.data,
      requests,
    ],
  );
  const all = [domains, zones, servers, hosting, invoices, ...mailboxes];
  return {
    entries,
    loading: all.some((query) => query.isPending),
    failed: all.some((query) => query.isError),
  };
}
