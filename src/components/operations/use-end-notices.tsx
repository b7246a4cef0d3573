import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { redact } from '../../api/core/redact';
import { bilingualText, type Language } from '../../i18n/messages';
import { useLanguage, useMessages } from '../../i18n/use-messages';
import { asServerText, problemTitle, type CommonTranslate } from '../as-server-text';
import { commonMessages } from '../messages';
import { notify } from '../toast/toast-store';
import { storedRich } from '../ui/stored-text';
import { showBrowserNotice } from './browser-notices';
import { isFollowed } from './follow';
import { operationMessages } from './messages';
import {
  operationsStore,
  outcomeHref,
  type OperationError,
  type OperationRecord,
} from './operations-store';

function noticeKey(record: OperationRecord) {
  if (record.status === 'completed') return 'noticeCompleted';
  if (record.status === 'failed') return 'noticeFailed';
  if (record.halt === 'gone') return 'noticeGone';
  return 'noticeStopped';
}

/** What went wrong, as the error alert words it, redacted as everywhere server text is shown. */
function noticeBody(error: OperationError | null, language: Language, common: CommonTranslate) {
  if (!error) return '';
  const text =
    problemTitle(error, language, common) ??
    (error.detail ? asServerText(error.detail, language, common) : '');
  return redact(text);
}

const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href;

/**
 * Tells when an operation the panel followed ends (or is let go): a toast with a link when its
 * page is not the one open, and the opt-in browser notification when the tab is hidden. Watches
 * the store itself, so whichever view took the last answer in, the end is told once.
 */
export function useEndNotices() {
  const t = useMessages(operationMessages);
  const common = useMessages(commonMessages);
  const { language } = useLanguage();
  const { pathname } = useLocation();
  const context = useRef({ t, common, language, pathname });
  useEffect(() => {
    context.current = { t, common, language, pathname };
  });

  useEffect(() => {
    let followed = new Set(
      operationsStore
        .getSnapshot()
        .filter(isFollowed)
        .map((r) => r.jobId),
    );
    const unsubscribe = operationsStore.subscribe(() => {
      const records = operationsStore.getSnapshot();
      for (const record of records) {
        if (followed.has(record.jobId) && !isFollowed(record)) announce(record);
      }
      followed = new Set(records.filter(isFollowed).map((record) => record.jobId));
    });
    return () => {
      unsubscribe();
    };

    function announce(record: OperationRecord) {
      const { t, common, language, pathname } = context.current;
      const key = noticeKey(record);
      const href = outcomeHref(record);
      const detail = noticeBody(record.error, language, common);
      // Polls wait while the tab is hidden, so in practice this is a window behind another one.
      if (document.visibilityState === 'hidden' || !document.hasFocus()) {
        showBrowserNotice(
          t(key, { title: bilingualText(record.title, language) }),
          detail,
          record.jobId,
        );
      }
      if (pathOf(record.href) === pathname && href === record.href) return;
      notify({
        kind:
          record.status === 'completed' ? 'success' : record.status === 'failed' ? 'error' : 'info',
        title: t.rich(key, { title: storedRich(record.title, language) }),
        description: (
          <Link to={href} className="link">
            {href === record.href ? t('noticeOpen') : t('noticeOpenResult')}
          </Link>
        ),
        actionable: true,
      });
    }
  }, []);
}
