import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { invoiceListPagesQuery } from '../../api/billing/billing';
import { isRefusal } from '../../api/core/errors';
import { PAGE_SIZE_MAX } from '../../api/core/paging';
import { dnsZoneListPagesQuery } from '../../api/dns/dns';
import { domainListPagesQuery } from '../../api/domains/domains';
import { emailAccountsQuery } from '../../api/hosting/email';
import { hostingListPagesQuery } from '../../api/hosting/hosting';
import { vpsListPagesQuery } from '../../api/vps/vps';
import { useLoadedList } from '../../components/list/use-loaded-list';
import { useSeenRequests } from '../../components/request-ids/request-id-store';

export type EntryKind =
  | 'kindDomain'
  | 'kindDnsZone'
  | 'kindCdnZone'
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
/**
 * Each list is read this many pages (of 100) on first open: lists up to 300 are searched whole,
 * at most three requests each; a longer one says where it was cut and links to its page.
 */
export const FINDER_PAGE_CAP = 3;
const page = { limit: PAGE_SIZE_MAX };
/** A stable `combine`, so the mailbox results keep their identity until one of them changes. */
const sameResults = <T>(results: T): T => results;
const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** A list the finder did not read to its end: how many it searched. */
export interface CutList {
  kind: Exclude<EntryKind, 'kindRequest'>;
  searched: number;
}

/**
 * The lists' first pages (read when the finder first opens, in the same cache as the list
 * pages), as entries to search, and which lists were cut short.
 */
export function useFinderEntries() {
  const domainList = useLoadedList(domainListPagesQuery(), FINDER_PAGE_CAP);
  const zoneList = useLoadedList(dnsZoneListPagesQuery(), FINDER_PAGE_CAP);
  const serverList = useLoadedList(vpsListPagesQuery(), FINDER_PAGE_CAP);
  const hostingList = useLoadedList(hostingListPagesQuery(), FINDER_PAGE_CAP);
  const invoiceList = useLoadedList(invoiceListPagesQuery(), FINDER_PAGE_CAP);
  const domains = domainList.rows;
  const zones = zoneList.rows;
  const servers = serverList.rows;
  const hosting = hostingList.rows;
  const invoices = invoiceList.rows;
  const accounts = useMemo(() => hosting.slice(0, MAILBOX_ACCOUNT_CAP), [hosting]);
  const mailboxes = useQueries({
    queries: accounts.map((account) => emailAccountsQuery(account.id, page)),
    combine: sameResults,
  });
  const requests = useSeenRequests();
  // The API names zones in punycode only; their domain's Unicode name finds them too.
  const unicodeNames = useMemo(
    () =>
      new Map(
        domains.flatMap((domain) =>
          domain.unicodeName && domain.unicodeName !== domain.name
            ? [[domain.name.toLowerCase(), domain.unicodeName] as const]
            : [],
        ),
      ),
    [domains],
  );

  const entries = useMemo(
    (): FinderEntry[] => [
      ...domains.map((domain) => ({
        key: `domain:${domain.id}`,
        kind: 'kindDomain' as const,
        label: domain.unicodeName ?? domain.name,
        detail: domain.unicodeName && domain.unicodeName !== domain.name ? domain.name : null,
        href: at('/domains', domain.id),
        terms: [domain.unicodeName ?? '', domain.name, domain.id],
      })),
      ...zones.map((zone) => {
        const unicode = unicodeNames.get(zone.name.toLowerCase());
        return {
          key: `zone:${zone.id}`,
          kind: 'kindDnsZone' as const,
          label: unicode ?? zone.name,
          detail: unicode ? zone.name : null,
          href: at('/dns', zone.id),
          terms: [unicode ?? '', zone.name, zone.id],
        };
      }),
      // The API has no CDN zone list: a zone is named by the domain in front of it.
      ...domains.flatMap((domain) =>
        domain.cdnZoneId
          ? [
              {
                key: `cdn:${domain.cdnZoneId}`,
                kind: 'kindCdnZone' as const,
                label: domain.unicodeName ?? domain.name,
                detail:
                  domain.unicodeName && domain.unicodeName !== domain.name ? domain.name : null,
                href: at('/cdn', domain.cdnZoneId),
                terms: [domain.unicodeName ?? '', domain.name, domain.cdnZoneId],
              },
            ]
          : [],
      ),
      ...servers.map((server) => ({
        key: `server:${server.id}`,
        kind: 'kindServer' as const,
        label: server.name,
        detail: [server.hostname, ...server.ipv4].join(' · '),
        href: at('/vps', server.id),
        terms: [server.name, server.hostname, server.id, ...server.ipv4, ...server.ipv6],
      })),
      ...hosting.map((account) => ({
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
      ...invoices.map((invoice) => ({
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
    [domains, zones, unicodeNames, servers, hosting, accounts, mailboxes, invoices, requests],
  );
  const lists = [
    { kind: 'kindDomain', list: domainList },
    { kind: 'kindDnsZone', list: zoneList },
    { kind: 'kindServer', list: serverList },
    { kind: 'kindHosting', list: hostingList },
    { kind: 'kindInvoice', list: invoiceList },
  ] as const;
  const queries = [...lists.map(({ list }) => list.query), ...mailboxes];
  const cut: CutList[] = lists.flatMap(({ kind, list }) =>
    !list.complete && list.pagesRead >= FINDER_PAGE_CAP
      ? [{ kind, searched: list.rows.length }]
      : [],
  );
  // CDN zones come from the domains: as many as the domains searched.
  if (cut.some(({ kind }) => kind === 'kindDomain'))
    cut.push({ kind: 'kindCdnZone', searched: domainList.rows.length });
  // Mailboxes: those of the first accounts only, the first page of each.
  if (
    hosting.length > MAILBOX_ACCOUNT_CAP ||
    mailboxes.some((query) => query.data?.hasMore === true)
  )
    cut.push({ kind: 'kindMailbox', searched: accounts.length });
  return {
    entries,
    cut,
    loading: queries.some((query) => query.isPending),
    // A list the key may not read is not missing from the results by mistake.
    failed: queries.some((query) => query.isError && !isRefusal(query.error)),
  };
}
