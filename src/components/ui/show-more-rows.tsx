import { useCount } from '../../i18n/use-count';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { listMessages } from '../list/messages';
import { Button } from './button';

/** "Showing 100 of 1,000 rows" and the button that adds the next batch (useRowBatches). */
export function ShowMoreRows({
  shown,
  total,
  next,
  onShowMore,
  className = '',
}: {
  shown: number;
  total: number;
  next: number;
  onShowMore: () => void;
  className?: string;
}) {
  const t = useMessages(listMessages);
  const format = useFormat();
  const tCount = useCount(t);
  if (shown >= total) return null;
  return (
    <div className={`flex flex-wrap items-center gap-3 text-sm ${className}`}>
      <span>{t('rowsShown', { shown: format.number(shown), total: format.number(total) })}</span>
      <Button size="sm" onClick={onShowMore}>
        {tCount('showMoreRows', next)}
      </Button>
    </div>
  );
}
