import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { domainListQuery } from '../../../api/domains/domains';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Pager, useCursorPages, type CursorPages } from '../../../components/ui/pager';
import { LoadingState } from '../../../components/ui/states';
import { useFocusNewPage } from '../../../components/list/use-focus-new-page';
import { useMessages } from '../../../i18n/use-messages';
import { ShowMoreRows } from '../../../components/ui/show-more-rows';
import { useRowBatches } from '../../../components/use-row-batches';
import type { Domain } from '../../../api/domains/domains';
import type { BulkDnsBody } from '../../../api/domains/bulk-dns';
import type { BulkDnsFormValues } from './bulk-dns-form-values';
import { bulkDnsMessages } from './messages';
import { ServerText } from '../../../components/ui/server-text';

const noDomains: Domain[] = [];

/** Checkboxes for the account's domains (a page at a time); choices survive paging. */
export function DomainChoice({
  control,
  error,
}: {
  control: Control<BulkDnsFormValues, unknown, BulkDnsBody>;
  error: string | undefined;
}) {
  const t = useMessages(bulkDnsMessages);
  const cursorPages = useCursorPages(100);
  const query = useQuery(
    domainListQuery({ limit: cursorPages.pageSize, cursor: cursorPages.cursor }),
  );
  // After Next or Previous page, focus goes to the new page's domains, as on the list pages:
  // the pager goes while the page loads, which dropped focus to the page body.
  const { container, paging } = useFocusNewPage<HTMLFieldSetElement>(
    query.data ? cursorPages.pageNumber : null,
    'ul',
  );
  const pages: CursorPages = {
    ...cursorPages,
    next: (cursor) => {
      paging();
      cursorPages.next(cursor);
    },
    previous: () => {
      paging();
      cursorPages.previous();
    },
  };
  const { field } = useController({ control, name: 'domainNames' });
  const errorId = useId();
  const hintId = useId();
  const chosen = new Set(field.value);
  const set = (names: Iterable<string>) => field.onChange([...new Set(names)]);
  const domains = query.data?.data ?? noDomains;
  const choosable = domains.filter((domain) => domain.dnsZoneId);
  // An API that ignores `limit` could send thousands at once: they come in batches.
  const batches = useRowBatches(domains, domains);
  return (
    <fieldset
      ref={container}
      className="flex flex-col gap-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-base font-semibold">{t('domainsLegend')}</legend>
      <p id={hintId} className="muted text-sm">
        {t('domainsHint')}
      </p>
      {query.isPending && (
        <LoadingState label={t('domainsLoading')} failureReason={query.failureReason} />
      )}
      {query.isError && (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} compact />
      )}
      {query.data && query.data.data.length === 0 && <p className="text-sm">{t('noDomains')}</p>}
      {query.data && query.data.data.length > 0 && (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span>{t('selectedCount', { count: chosen.size })}</span>
            <Button
              size="sm"
              onClick={() => set([...chosen, ...choosable.map((domain) => domain.name)])}
            >
              {t('selectAll')}
            </Button>
            <Button size="sm" onClick={() => set([])} disabled={chosen.size === 0}>
              {t('selectNone')}
            </Button>
          </div>
          <ul
            aria-label={t('domainsPage', { page: cursorPages.pageNumber })}
            className="grid grid-cols-1 gap-2 sm:grid-cols-2"
          >
            {batches.shown.map((domain) => {
              const label = domain.unicodeName ?? domain.name;
              return (
                <li key={domain.id}>
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="mt-0.5 h-4 w-4"
                      aria-describedby={hintId}
                      checked={chosen.has(domain.name)}
                      disabled={!domain.dnsZoneId}
                      onChange={(event) =>
                        set(
                          event.target.checked
                            ? [...chosen, domain.name]
                            : [...chosen].filter((name) => name !== domain.name),
                        )
                      }
                      onBlur={field.onBlur}
                      ref={domain.id === choosable[0]?.id ? field.ref : undefined}
                    />
                    <span className="flex flex-col">
                      <span className="font-medium wrap-anywhere">
                        <ServerText value={label} />
                      </span>
                      {label !== domain.name && (
                        <span className="muted text-xs wrap-anywhere">
                          <ServerText value={domain.name} />
                        </span>
                      )}
                      {!domain.dnsZoneId && <span className="muted text-xs">{t('noZone')}</span>}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <ShowMoreRows
            shown={batches.shown.length}
            total={domains.length}
            next={batches.next}
            onShowMore={batches.showMore}
          />
          <Pager pages={pages} hasMore={query.data.hasMore} nextCursor={query.data.nextCursor} />
        </>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
