import { OperationListItem } from '../../components/operations/operation-list-item';
import { isRunning, useOperationRecords } from '../../components/operations/use-operations';
import { useMessages } from '../../i18n/use-messages';
import { homeMessages } from './messages';

export function RunningOperations() {
  const t = useMessages(homeMessages);
  const running = useOperationRecords().filter(isRunning);
  if (running.length === 0) return <p className="muted text-sm">{t('runningNone')}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {running.map((record) => (
        <OperationListItem key={record.jobId} record={record} />
      ))}
    </ul>
  );
}
