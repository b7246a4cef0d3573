import { Link } from 'react-router';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { finderMessages } from './messages';
import type { CutList } from './use-finder-entries';

/** Where each list can be searched whole, and that page's name. */
const listPages: Record<
  CutList['kind'],
  ['pageDomains' | 'pageDns' | 'pageCdn' | 'pageServers' | 'pageHosting' | 'pageBilling', string]
> = {
  kindDomain: ['pageDomains', '/domains'],
  kindDnsZone: ['pageDns', '/dns'],
  kindCdnZone: ['pageCdn', '/cdn'],
  kindServer: ['pageServers', '/vps'],
  kindHosting: ['pageHosting', '/hosting'],
  kindMailbox: ['pageHosting', '/hosting'],
  kindInvoice: ['pageBilling', '/billing'],
};

/** Says which lists the finder searched only in part, with a link to the page that has them all. */
export function FinderCutNotice({ cut, onFollow }: { cut: CutList[]; onFollow: () => void }) {
  const t = useMessages(finderMessages);
  const format = useFormat();
  if (cut.length === 0) return null;
  return (
    <ul className="muted flex flex-col gap-1 text-xs">
      {cut.map(({ kind, searched }) => {
        const [page, to] = listPages[kind];
        return (
          <li key={kind}>
            {t(`cut_${kind}`, { count: format.number(searched) })}{' '}
            <Link to={to} className="link" onClick={onFollow}>
              {t('cutLink', { page: t(page) })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
