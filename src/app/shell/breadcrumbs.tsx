import { Link } from 'react-router';
import { ServerText } from '../../components/ui/server-text';
import { useMessages } from '../../i18n/use-messages';
import type { TrailItem } from './use-page-trail';
import { shellMessages } from './shell-messages';

/** Where the page sits, from Home down; every step but the current page is a link. */
export function Breadcrumbs({ trail }: { trail: readonly TrailItem[] }) {
  const shellT = useMessages(shellMessages);
  return (
    <nav aria-label={shellT('breadcrumbs')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {trail.map((item, index) => (
          <li key={item.to} className="flex min-w-0 items-center gap-1">
            {index > 0 && (
              <span aria-hidden className="px-1 text-slate-500">
                ›
              </span>
            )}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
                <ServerText value={item.label} />
              </span>
            ) : (
              <Link to={item.to} className="link">
                <ServerText value={item.label} />
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
