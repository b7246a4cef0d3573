import { Link } from 'react-router';
import { useFormat, useLanguage, useMessages } from '../../i18n/use-messages';
import { operationMessages } from './messages';
import { OperationProgress } from './operation-progress';
import type { OperationRecord } from './operations-store';

/** The tray's list; loaded when the tray first opens, so polling code stays out of the entry. */
export default function OperationsTrayList({
  records,
  onNavigate,
}: {
  records: OperationRecord[];
  onNavigate: () => void;
}) {
  const t = useMessages(operationMessages);
  const format = useFormat();
  const { language } = useLanguage();
  return (
    <ul className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto">
      {records.map((record) => (
        <li key={record.jobId} className="flex flex-col gap-1">
          <OperationProgress record={record} />
          <div className="flex items-center justify-between text-xs">
            <span className="muted">
              {t('startedAt', { time: format.time(new Date(record.startedAt).toISOString()) })}
            </span>
            <Link
              to={record.href}
              className="link"
              onClick={onNavigate}
              aria-label={`${t('open')}: ${record.title[language]}`}
            >
              {t('open')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
