import { useEffect, useRef } from 'react';
import { ErrorAlert } from '../../components/ui/error-alert';
import { focusSectionHeading } from '../../components/ui/focus-heading';
import { useMessages } from '../../i18n/use-messages';
import { SourceList } from './attention-sources';
import { homeMessages } from './messages';
import type { AttentionSource } from './use-home-data';

export interface AttentionFailureProps {
  failures: { source: AttentionSource; error: unknown }[];
  retry: () => void;
}

/** What the rules could not read, with the server's answer to the first and "Try again". */
export function AttentionFailure({ failures, retry }: AttentionFailureProps) {
  const t = useMessages(homeMessages);
  const first = failures[0];
  const retried = useRef(false);
  const gone = first === undefined;
  useEffect(() => {
    if (!gone || !retried.current) return;
    retried.current = false;
    // Read at last, the alert and its button are gone: focus stays in the section.
    if (document.activeElement === document.body) focusSectionHeading('attention')?.focus();
  }, [gone]);
  if (!first) return null;
  const again = () => {
    retried.current = true;
    retry();
  };
  return (
    <div className="flex flex-col gap-2">
      <ErrorAlert error={first.error} onRetry={again} />
      <SourceList lead={t('attentionUnread')} sources={failures.map(({ source }) => source)} />
    </div>
  );
}
