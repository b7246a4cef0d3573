import { Link } from 'react-router';
import { useMessages } from '../../i18n/use-messages';
import { appMessages } from '../messages';

/** The panel's mark: a stack of three servers. */
function Mark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-blue-700 dark:fill-blue-500" />
      <g className="fill-white">
        <rect x="8" y="8" width="16" height="4" rx="1.5" />
        <rect x="8" y="14" width="16" height="4" rx="1.5" />
        <rect x="8" y="20" width="16" height="4" rx="1.5" />
      </g>
      <g className="fill-blue-700 dark:fill-blue-500">
        <circle cx="20.5" cy="10" r="1" />
        <circle cx="20.5" cy="16" r="1" />
        <circle cx="20.5" cy="22" r="1" />
      </g>
    </svg>
  );
}

/** The product's mark and name, a link to Home; a phone shows the mark alone. */
export function Brand() {
  const t = useMessages(appMessages);
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-semibold">
      <Mark />
      <span className="sr-only sm:not-sr-only">{t('productName')}</span>
    </Link>
  );
}
