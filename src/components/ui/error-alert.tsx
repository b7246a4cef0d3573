import type { ReactNode } from 'react';
import { isApiError, type ApiError } from '../../api/core/errors';
import { redact } from '../../api/core/redact';
import { REQUEST_TIMEOUT_MS } from '../../api/core/timeouts';
import type { Language } from '../../i18n/messages';
import { useLanguage, useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { asServerText, problemTitle, type CommonTranslate } from '../as-server-text';
import { ReadOnlyOffer } from '../permissions/read-only-offer';
import { useRefusalHeadline } from '../permissions/use-refusal-headline';
import { useRememberRequestId } from '../request-ids/request-id-store';
import { useRateLimitWait } from '../use-rate-limit-wait';
import { Button } from './button';
import { CopyButton } from './copy-button';

type T = CommonTranslate;

/** The server's English, said to be the server's on a page in another language. */
type FromServer = (text: string | null | undefined) => string | null;

export const fromServerIn =
  (language: Language, t: T): FromServer =>
  (text) =>
    text ? asServerText(text, language, t) : null;

/** What the alert says first: its title, and the detail under it. */
export function headline(
  error: ApiError,
  t: T,
  language: Language,
  fromServer: FromServer,
): { title: string; detail: string | null } {
  switch (error.kind) {
    case 'network':
      return { title: t('networkTitle'), detail: t('networkDetail') };
    case 'invalid_response':
      return { title: t('invalidTitle'), detail: t('invalidDetail') };
    case 'read_only':
      return { title: t('readOnlyTitle'), detail: t('readOnlyDetail') };
    case 'unsafe_url':
      return { title: t('unsafeTitle'), detail: error.detail };
    case 'timeout':
      return {
        title: t('timeoutTitle'),
        detail: t('timeoutDetail', { seconds: REQUEST_TIMEOUT_MS.read / 1000 }),
      };
    case 'unconfirmed':
      return error.status === null
        ? { title: t('unconfirmedTitle'), detail: t('unconfirmedDetail') }
        : { title: t('acceptedUnreadableTitle'), detail: t('acceptedUnreadableDetail') };
    default:
      break;
  }
  // An error page from a proxy or gateway (HTML, no Problem Details): its status line alone
  // ("Bad Gateway") tells a person nothing, so the panel says what it usually means.
  if (
    error.status !== null &&
    error.status >= 500 &&
    error.code === null &&
    error.detail === null &&
    error.requestId === null
  )
    return { title: t('errorPageTitle'), detail: t('errorPageDetail', { status: error.status }) };
  const title = problemTitle(error, language, t);
  const detail = fromServer(error.detail);
  if (error.status === 403)
    return { title: title ?? t('forbiddenTitle'), detail: detail ?? t('forbiddenDetail') };
  if (error.status === 401) return { title: t('unauthorizedTitle'), detail };
  return { title: title ?? t('genericTitle'), detail };
}

/** Statuses where sending the same request again cannot change the answer. */
const PERMANENT_STATUSES = new Set([400, 401, 403, 404, 409, 410, 422]);

/** Whether "Try again" can help: not for an answer that will be the same next time. */
export function canRetry(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'read_only' || error.kind === 'unsafe_url' || error.kind === 'unconfirmed')
    return false;
  return error.status === null || !PERMANENT_STATUSES.has(error.status);
}

function missingScopes(error: ApiError): string[] {
  const scopes = error.extensions?.missingScopes;
  return Array.isArray(scopes)
    ? scopes.filter((scope): scope is string => typeof scope === 'string')
    : [];
}

export interface ErrorAlertProps {
  error: unknown;
  onRetry?: () => void;
  /** Rendered inside a form or dialog: a little more compact. */
  compact?: boolean;
  /** Another way on, beside retry and the copy for support (sending a failed job again). */
  actions?: ReactNode;
}

/**
 * Problem Details as a person needs them: title and detail, the code and request ID support can
 * quote, a copy button for both, and retry (held back while a rate limit counts down). By the
 * time it shows, nothing retries on its own: a 429 says when the user may try again.
 */
export function ErrorAlert({ error, onRetry, compact = false, actions }: ErrorAlertProps) {
  const t = useMessages(commonMessages);
  const { language } = useLanguage();
  const apiError = isApiError(error) ? error : null;
  const waitSeconds = useRateLimitWait(error);
  useRememberRequestId(apiError);
  const refusal = useRefusalHeadline(error);
  const retry = onRetry && canRetry(error) ? onRetry : undefined;
  if (!apiError) {
    return (
      <div
        role="alert"
        className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <p className="font-semibold">{t('genericTitle')}</p>
        {(retry || actions) && (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {retry && <Button onClick={retry}>{t('retry')}</Button>}
            {actions}
          </div>
        )}
      </div>
    );
  }
  // Server text may echo the key or a one-time link: redacted on screen as in the support copy.
  const shown = refusal ?? headline(apiError, t, language, fromServerIn(language, t));
  const title = redact(shown.title);
  const detail = shown.detail === null ? null : redact(shown.detail);
  const scopes = missingScopes(apiError);
  const support = redact(JSON.stringify(apiError.supportDetails(), null, 2));
  return (
    <div
      role="alert"
      className={`rounded-md border border-red-300 bg-red-50 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100 ${compact ? 'p-3' : 'p-4'}`}
    >
      <p className="font-semibold">{title}</p>
      {detail && <p className="mt-1">{detail}</p>}
      {refusal && apiError.detail && (
        <p className="mt-1">{redact(asServerText(apiError.detail, language, t))}</p>
      )}
      {apiError.status === 429 && (
        <p className="mt-1">
          {waitSeconds > 0 ? t('rateLimitedWait', { seconds: waitSeconds }) : t('rateLimitedOver')}
        </p>
      )}
      {scopes.length > 0 && (
        <p className="mt-1">{t('missingScopes', { scopes: scopes.join(', ') })}</p>
      )}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        {apiError.code && (
          <>
            <dt>{t('code')}</dt>
            <dd>
              <code>{apiError.code}</code>
            </dd>
          </>
        )}
        {apiError.requestId && (
          <>
            <dt>{t('requestId')}</dt>
            <dd>
              <code>{apiError.requestId}</code>
            </dd>
          </>
        )}
        {apiError.status !== null && (
          <>
            <dt>{t('status')}</dt>
            <dd>{apiError.status}</dd>
          </>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {retry && (
          <Button onClick={retry} disabled={waitSeconds > 0}>
            {waitSeconds > 0 ? t('retryIn', { seconds: waitSeconds }) : t('retry')}
          </Button>
        )}
        {actions}
        {(apiError.requestId || apiError.code) && (
          <CopyButton value={support} text={t('copyForSupport')} />
        )}
      </div>
      {apiError.status === 403 && <ReadOnlyOffer />}
    </div>
  );
}
