import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useMessages, useFormat } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { operationMessages } from './messages';
import { OperationProgress } from './operation-progress';
import { operationsStore } from './operations-store';
import { isRunning, useOperationRecords } from './use-operations';

/** The header button and the dialog listing this session's operations (polled while open). */
export function OperationsTray() {
  const t = useMessages(operationMessages);
  const common = useMessages(commonMessages);
  const format = useFormat();
  const { language } = useLanguage();
  const records = useOperationRecords();
  const [open, setOpen] = useState(false);
  const running = records.filter(isRunning).length;
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {running > 0 ? t('trayCount', { count: running }) : t('tray')}
      </Button>
      <Dialog open={open} title={t('trayTitle')} onClose={() => setOpen(false)}>
        {records.length === 0 ? (
          <p className="text-sm">{t('trayEmpty')}</p>
        ) : (
          <ul className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto">
            {records.map((record) => (
              <li key={record.jobId} className="flex flex-col gap-1">
                <OperationProgress record={record} />
                <div className="flex items-center justify-between text-xs">
                  <span className="muted">{t('startedAt', { time: format.time(new Date(record.startedAt).toISOString()) })}</span>
                  <Link to={record.href} className="link" onClick={() => setOpen(false)} aria-label={`${t('open')}: ${record.title[language]}`}>
                    {t('open')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end gap-2">
          {records.some((record) => !isRunning(record)) && <Button onClick={() => operationsStore.clearFinished()}>{t('clearFinished')}</Button>}
          <Button variant="primary" onClick={() => setOpen(false)}>
            {common('close')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
