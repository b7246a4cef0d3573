import { Button } from '../components/ui/button';
import { useMessages } from '../i18n/use-messages';
import { offeredDemoKeys } from './demo-keys';
import { demoKeysMessages } from './demo-keys-messages';

const roleLabel = { owner: 'demoOwner', support: 'demoSupport', team: 'demoTeam' } as const;

/** Only in mock mode, where main.tsx has offered the mock API's keys (demo-keys.ts). */
export function DemoKeys({ onUse }: { onUse: (key: string) => void }) {
  const t = useMessages(demoKeysMessages);
  const keys = offeredDemoKeys();
  if (keys.length === 0) return null;
  return (
    <aside aria-labelledby="demo-keys-title" className="card w-full max-w-md p-5 text-sm">
      <h2 id="demo-keys-title" className="font-semibold">
        {t('demoKeysTitle')}
      </h2>
      <p className="muted mt-1">{t('demoKeysIntro')}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {keys.map((key) => (
          <li key={key.key} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <span className="block">{t(roleLabel[key.role])}</span>
              <code className="text-xs">{key.key}</code>
            </span>
            <Button
              size="sm"
              onClick={() => onUse(key.key)}
              aria-label={`${t('useKey')}: ${t(roleLabel[key.role])}`}
            >
              {t('useKey')}
            </Button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
