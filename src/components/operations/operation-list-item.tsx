import { Link } from 'react-router';
import { bilingualText } from '../../i18n/messages';
import { useFormat, useLanguage, useMessages } from '../../i18n/use-messages';
import { operationMessages } from './messages';
import { OperationProgress } from './operation-progress';
import type { OperationRecord } from './operations-store';

/**
 * One operation in a list (the tray's, the home's): its progress, when it started, and a link to
 * the thing it works on, worded as a way there so it never reads as the command itself.
 */
export function OperationListItem({
  record,
  onNavigate,
}: {
  record: OperationRecord;
  onNavigate?: () => void;
}) {
  const t = useMessages(operationMessages);
  const format = useFormat();
  const { language } = useLanguage();
  return (
    <li className="flex flex-col gap-1">
      <OperationProgress record={record} />
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="muted">
          {t('startedAt', { time: format.time(new Date(record.startedAt).toISOString()) })}
        </span>
        <Link
          to={record.href}
          className="link"
          onClick={onNavigate}
          aria-label={`${t('open')}: ${bilingualText(record.title, language)}`}
        >
          {t('open')}
        </Link>
      </div>
    </li>
  );
}
