import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signIn } from '../api/core/session-check';
import { CheckboxField, TextField } from '../components/ui/fields';
import { ErrorAlert } from '../components/ui/error-alert';
import { Notice } from '../components/ui/layout';
import { Button } from '../components/ui/button';
import { useMessages } from '../i18n/use-messages';
import { appMessages } from './messages';
import { DemoKeys } from './demo-keys-panel';
import { LanguageSwitch } from './preference-switches';
import { useDocumentTitle } from './shell/document-title';
import { useMarkFirstPaint } from '../components/routing/first-paint';

function reasonFrom(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    'reason' in state &&
    typeof state.reason === 'string'
    ? state.reason
    : null;
}

const focusKeyField = () => document.getElementById('api-key')?.focus();

function returnPath(state: unknown): string {
  if (
    typeof state === 'object' &&
    state !== null &&
    'from' in state &&
    typeof state.from === 'string' &&
    state.from.startsWith('/') &&
    !state.from.startsWith('//')
  ) {
    return state.from;
  }
  return '/';
}

export function SignInPage() {
  useMarkFirstPaint();
  const t = useMessages(appMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const [apiKey, setApiKey] = useState('');
  const [remember, setRemember] = useState(false);
  const [readOnly, setReadOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const reason = reasonFrom(location.state);
  const failureRef = useRef<HTMLDivElement>(null);
  // The button was disabled while signing in, which left focus nowhere: it goes to what went wrong.
  useEffect(() => {
    if (failure !== null) failureRef.current?.focus();
  }, [failure]);

  useDocumentTitle(t('signInPageTitle'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const key = apiKey.trim();
    // A header can carry only such characters: anything else fails in fetch as if offline.
    const problem =
      key === '' ? 'apiKeyRequired' : /^[\x21-\x7e]+$/.test(key) ? null : 'apiKeyCharacters';
    if (problem) {
      setError(t(problem));
      focusKeyField();
      return;
    }
    setError(null);
    setPending(true);
    try {
      const outcome = await signIn({ apiKey: key, remember, readOnly });
      if (outcome === 'rejected') {
        setError(t('keyRejected'));
        focusKeyField();
        return;
      }
      void navigate(returnPath(location.state), { replace: true });
    } catch (caught) {
      setFailure(caught);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <main className="card w-full max-w-md p-6">
        {/* Wraps so a long title ("Logga in i kontrollpanelen") pushes the language below it on a phone. */}
        <div className="mb-4 flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h1 className="flex-1 text-xl font-semibold">{t('signInTitle')}</h1>
          <div className="ml-auto">
            <LanguageSwitch />
          </div>
        </div>
        <p className="muted mb-4 text-sm">{t('signInIntro')}</p>
        {reason === 'unauthorized' && (
          <div className="mb-4">
            <Notice tone="warning">{t('sessionEnded')}</Notice>
          </div>
        )}
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField
            id="api-key"
            label={t('apiKey')}
            type="password"
            name="api-key"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            value={apiKey}
            error={error ?? undefined}
            onChange={(event) => {
              setApiKey(event.target.value);
              // What was said of the key before no longer fits what is in the field.
              setError(null);
            }}
          />
          <CheckboxField
            label={t('remember')}
            hint={t('rememberHint')}
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <CheckboxField
            label={t('readOnly')}
            hint={t('readOnlyHint')}
            checked={readOnly}
            onChange={(event) => setReadOnly(event.target.checked)}
          />
          {failure !== null && (
            <div ref={failureRef} tabIndex={-1}>
              <ErrorAlert error={failure} compact />
            </div>
          )}
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? t('signingIn') : t('signIn')}
          </Button>
        </form>
      </main>
      {/* A production build leaves the panel and its words out: only the mock API offers keys. */}
      {import.meta.env.MODE !== 'production' && (
        <DemoKeys
          onUse={(key) => {
            setApiKey(key);
            setError(null);
          }}
        />
      )}
    </div>
  );
}
