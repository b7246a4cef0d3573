import type { ReactNode } from 'react';
import { safeExternalUrl } from '../../api/core/safe-url';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';

/** A server-given link: https only, new tab without opener or referrer; anything else is text. */
export function ExternalLink({
  href,
  children,
  className = 'link',
}: {
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
}) {
  const t = useMessages(commonMessages);
  const safe = safeExternalUrl(href);
  if (!safe) return <span>{children}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <span className="sr-only">{t('opensInNewTab')}</span>
    </a>
  );
}
