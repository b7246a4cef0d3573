import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { Button } from '../ui/button';
import { operationMessages } from './messages';

/** Whole seconds since `since`, ticking each second; the clock is read in the timer, not in render. */
function useSecondsSince(since: number) {
  const [now, setNow] = useState(since);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return Math.max(0, Math.round((now - since) / 1000));
}

/**
 * Between polls: when the job was last checked, ticking (not announced: the status is), and a
 * way to ask at once.
 */
export function CheckedAgo({
  checkedAt,
  title,
  checking,
  onCheckNow,
}: {
  checkedAt: number;
  title: string;
  checking: boolean;
  onCheckNow: () => void;
}) {
  const t = useMessages(operationMessages);
  const seconds = useSecondsSince(checkedAt);
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <span className="muted" aria-live="off">
        {seconds === 0 ? t('checkedJustNow') : t('checkedAgo', { seconds })}
      </span>
      <Button
        size="sm"
        variant="ghost"
        onClick={onCheckNow}
        busy={checking}
        aria-label={`${t('checkNow')}: ${title}`}
      >
        {t('checkNow')}
      </Button>
    </div>
  );
}
