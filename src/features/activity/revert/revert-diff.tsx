import { ServerText } from '../../../components/ui/server-text';
import { useMessages } from '../../../i18n/use-messages';
import { useChangeWords, type ChangeSubject } from '../change-words';
import { activityMessages } from '../messages';
import type { DiffRow } from './revert-plan';

/** Each value the revert changes: as it is now, and as the revert leaves it. */
export function RevertDiff({ subject, rows }: { subject: ChangeSubject; rows: DiffRow[] }) {
  const t = useMessages(activityMessages);
  const words = useChangeWords();
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-medium">{t('diffLabel')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('setting')}</th>
          <th scope="col">{t('now')}</th>
          <th scope="col">{t('afterRevert')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className="border-t border-slate-200 align-top dark:border-slate-700">
            <th scope="row" className="py-1 pr-2 font-medium wrap-anywhere">
              {words.label(subject, row.field)}
            </th>
            <td className="py-1 pr-2 break-words">
              <ServerText value={words.value(subject, row.field, row.now)} />
            </td>
            <td className="py-1 break-words">
              <ServerText value={words.value(subject, row.field, row.reverted)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
