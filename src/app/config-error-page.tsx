import { LanguageProvider } from '../i18n/language-provider';
import { useMessages } from '../i18n/use-messages';
import { Button } from '../components/ui/button';
import { appMessages } from './messages';
import { LanguageSwitch } from './preference-switches';
import { useDocumentTitle } from './shell/document-title';

function ConfigError() {
  const t = useMessages(appMessages);
  useDocumentTitle(t('configFailedTitle'));
  return (
    <main className="mx-auto max-w-xl p-6">
      <div className="mb-6 flex justify-end">
        <LanguageSwitch />
      </div>
      <div role="alert" className="card p-6">
        <h1 className="text-xl font-semibold">{t('configFailedTitle')}</h1>
        <p className="mt-2 text-sm">{t('configFailedDetail')}</p>
        {/* Nothing is signed in yet, so a reload loses nothing. */}
        <Button className="mt-4" onClick={() => globalThis.location.reload()}>
          {t('reload')}
        </Button>
      </div>
    </main>
  );
}

/** What the panel shows instead of a blank page when it cannot read its runtime configuration. */
export function ConfigErrorPage() {
  return (
    <LanguageProvider>
      <ConfigError />
    </LanguageProvider>
  );
}
