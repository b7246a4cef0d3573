import { useId } from 'react';
import type { SshAccess } from '../../../api/vps/ssh-access';
import { Badge } from '../../../components/ui/layout';
import { ServerText } from '../../../components/ui/server-text';
import { useMessages } from '../../../i18n/use-messages';
import { sshAccessMessages } from './messages';
import { MonoValue } from '../../../components/ui/mono-value';

/** Only shown next to a verified access list: on its own it would claim access nobody checked. */
export function SavedKeysList({ savedKeys }: { savedKeys: SshAccess['savedKeys'] }) {
  const t = useMessages(sshAccessMessages);
  const headingId = useId();
  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {t('savedKeysTitle')}
      </h3>
      {savedKeys.length === 0 ? (
        <p className="text-sm">{t('savedKeysEmpty')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-2 text-sm">
          {savedKeys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium">
                <ServerText value={key.name} />
              </span>
              {key.fingerprint ? (
                <MonoValue>{key.fingerprint}</MonoValue>
              ) : (
                <span className="text-xs">{t('noFingerprint')}</span>
              )}
              <Badge tone={key.active ? 'good' : 'neutral'}>
                {key.active ? t('present') : t('absent')}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
