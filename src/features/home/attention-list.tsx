import { Link } from 'react-router';
import { useUnavailableReason } from '../../components/ssh-access/unavailable-reason';
import { buttonClasses } from '../../components/ui/button-classes';
import { InlineName } from '../../components/ui/server-text';
import { StoredText } from '../../components/ui/stored-text';
import { bilingualText } from '../../i18n/messages';
import { useFormat, useLanguage, useMessages } from '../../i18n/use-messages';
import type { Attention } from './attention-rules';
import { homeMessages } from './messages';
import { useActionWords } from './use-action-words';

/** Each item: why, in words, and a link to the place that fixes it. */
export function AttentionList({ items }: { items: Attention[] }) {
  const t = useMessages(homeMessages);
  const format = useFormat();
  const { language } = useLanguage();
  const unavailableReason = useUnavailableReason();
  const actionWords = useActionWords();
  const sshDetail = ({ reason, message }: NonNullable<Attention['sshUnavailable']>) => {
    const { text, serverText } = unavailableReason(reason, message);
    return serverText ? `${text} ${serverText}` : text;
  };
  return (
    <ul aria-label={t('attentionLabel')} className="flex flex-col gap-3">
      {items.map((item) => {
        const name = item.names ? bilingualText(item.names, language) : item.name;
        const detail = item.sshUnavailable
          ? sshDetail(item.sshUnavailable)
          : item.detail === undefined
            ? ''
            : t.or(`status_${item.detail}`, item.detail);
        const reason = t.rich(item.reason, {
          name: item.names ? <StoredText text={item.names} /> : <InlineName value={item.name} />,
          date: format.date(item.date),
          detail,
          percent: item.percent === undefined ? '' : format.percent(item.percent, 0),
        });
        const action = actionWords(item.action);
        return (
          <li
            key={item.key}
            className={`flex flex-wrap items-center justify-between gap-3 rounded-md border-l-4 bg-slate-50 p-3 dark:bg-slate-800 ${item.tone === 'danger' ? 'border-red-600' : 'border-amber-500'}`}
          >
            <p className="min-w-0 text-sm [overflow-wrap:anywhere]">{reason}</p>
            <Link
              to={item.href}
              className={buttonClasses('secondary', 'sm')}
              aria-label={name ? t('actionFor', { action, name }) : undefined}
            >
              {action}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
