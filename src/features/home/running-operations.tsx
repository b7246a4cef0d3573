import { Link } from 'react-router';
import { OperationProgress } from '../../components/operations/operation-progress';
import { isRunning, useOperationRecords } from '../../components/operations/use-operations';
import { useLanguage, useMessages } from '../../i18n/use-messages';
import { homeMessages } from './messages';

export function RunningOperations() {
  const t = useMessages(homeMessages);
  const { language } = useLanguage();
  const running = useOperationRecords().filter(isRunning);
  if (running.length === 0) return <p className="muted text-sm">{t('runningNone')}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {running.map((record) => (
        <li key={record.jobId} className="flex flex-col gap-1">
          <OperationProgress record={record} />
          <Link to={record.href} className="link text-xs">
            {record.title[language]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
