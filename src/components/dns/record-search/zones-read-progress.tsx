import { ProgressBar } from '../../ui/progress-bar';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { recordSearchMessages } from './messages';
import type { ReadZonesProgress } from './use-read-zones-now';

/** How far a form's reading of the zones it checks has come. */
export function ZonesReadProgress({ progress }: { progress: ReadZonesProgress | null }) {
  const t = useMessages(recordSearchMessages);
  const format = useFormat();
  if (!progress) return null;
  return (
    <div className="flex max-w-md flex-col gap-2">
      <ProgressBar
        label={t('readingLabel')}
        value={progress.total === 0 ? 100 : (progress.read / progress.total) * 100}
      />
      <p role="status" className="text-sm">
        {t('progress', {
          read: format.number(progress.read),
          total: format.number(progress.total),
        })}
      </p>
    </div>
  );
}
