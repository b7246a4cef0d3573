import { ListChecks } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { firstPaint } from '../routing/first-paint';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { LoadingState } from '../ui/states';
import { operationMessages } from './messages';
import { NotifyOptIn } from './notify-opt-in';
import { operationsStore } from './operations-store';
import { isRunning, useOperationRecords } from './use-operations';
import { useTitleCount } from './use-title-count';

const OperationsTrayList = lazy(() => import('./operations-tray-list'));
const OperationsFollower = lazy(() => import('./operations-follower'));

/**
 * The header button and the dialog listing this session's operations. It also mounts the
 * follower, which polls every running operation whichever page is open, and counts running
 * ones in the tab's title.
 */
export function OperationsTray() {
  const t = useMessages(operationMessages);
  const common = useMessages(commonMessages);
  const records = useOperationRecords();
  const [open, setOpen] = useState(false);
  const running = records.filter(isRunning).length;
  useTitleCount(running);
  useEffect(() => {
    // The account's other tabs share their running operations with this one (decision 0018).
    // Its code lives in the page kit, which a cold start downloads only after the first paint.
    let live = true;
    let stop: () => void = () => undefined;
    void firstPaint
      .then(() => import('./operations-sharing'))
      .then((sharing) => {
        if (live) stop = sharing.startSharing();
      });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return (
    <>
      {/* A phone shows an icon and the count; the words stay the button's name. */}
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ListChecks aria-hidden className="size-5 sm:hidden" />
        <span className="sr-only sm:not-sr-only">
          {running > 0 ? t('trayCount', { count: running }) : t('tray')}
        </span>
        {running > 0 && (
          <span
            aria-hidden
            className="min-w-5 rounded-full bg-blue-700 px-1.5 text-center leading-5 text-white sm:hidden dark:bg-blue-400 dark:text-slate-950"
          >
            {running}
          </span>
        )}
      </Button>
      {records.length > 0 && (
        <Suspense fallback={null}>
          <OperationsFollower />
        </Suspense>
      )}
      <Dialog open={open} title={t('trayTitle')} onClose={() => setOpen(false)}>
        {records.length === 0 ? (
          <p className="text-sm">{t('trayEmpty')}</p>
        ) : (
          <Suspense fallback={<LoadingState />}>
            <OperationsTrayList records={records} onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
        {running > 0 && <NotifyOptIn />}
        <div className="flex justify-end gap-2">
          {records.some((record) => !isRunning(record)) && (
            <Button onClick={() => operationsStore.clearFinished()}>{t('clearFinished')}</Button>
          )}
          {/* First focus: the browser's own would be the notification box, which one Space ticks. */}
          <Button variant="primary" onClick={() => setOpen(false)} data-initial-focus>
            {common('close')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
