import { useState } from 'react';
import { Link } from 'react-router';
import type { LoadedList } from '../../components/list/use-loaded-list';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/layout';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { HOME_DETAIL_CAP, HOME_PAGE_CAP } from './home-reads';
import { homeMessages } from './messages';

type Judged = Record<'domains' | 'servers' | 'hosting' | 'invoices', LoadedList<unknown>>;

/** A list read to the home's page cap with more on the server: the rules saw only part of it. */
const isCut = (list: LoadedList<unknown>) =>
  list.query.isSuccess && !list.complete && !list.loadingAll && list.pagesRead >= HOME_PAGE_CAP;

/**
 * Says which lists the rules checked only in part, and offers to check the rest (every page of
 * those lists); and which details were read for the first few only, with where to see them all.
 */
export function AttentionCutNotice({
  judged,
  details,
}: {
  judged: Judged;
  details: { cdnZones: number; runningServers: number };
}) {
  const t = useMessages(homeMessages);
  const format = useFormat();
  const [failed, setFailed] = useState(false);
  const cut = (Object.keys(judged) as (keyof Judged)[]).filter((name) => isCut(judged[name]));
  const cdnCut = details.cdnZones > HOME_DETAIL_CAP;
  const sshCut = details.runningServers > HOME_DETAIL_CAP;
  if (cut.length === 0 && !cdnCut && !sshCut) return null;
  const checkRest = () => {
    setFailed(false);
    Promise.all(cut.map((name) => judged[name].loadAll())).catch(() => setFailed(true));
  };
  const cap = format.number(HOME_DETAIL_CAP);
  return (
    <Notice tone="info">
      <ul className="flex flex-col gap-1 text-sm">
        {cut.map((name) => (
          <li key={name}>{t(`cut_${name}`, { count: format.number(judged[name].rows.length) })}</li>
        ))}
        {cdnCut && (
          <li>
            {t('cutCdnZones', { cap, count: format.number(details.cdnZones) })}{' '}
            <Link to="/cdn" className="link">
              {t('cutCdnZonesLink')}
            </Link>
          </li>
        )}
        {sshCut && (
          <li>
            {t('cutSshAccess', { cap, count: format.number(details.runningServers) })}{' '}
            <Link to="/vps" className="link">
              {t('cutSshAccessLink')}
            </Link>
          </li>
        )}
      </ul>
      {cut.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button size="sm" variant="secondary" onClick={checkRest}>
            {t('cutCheckRest')}
          </Button>
          {failed && <span role="alert">{t('cutCheckRestFailed')}</span>}
        </div>
      )}
    </Notice>
  );
}
