import { dismissReadOnlyOffer, switchToReadOnly } from '../../api/core/learned-permissions';
import { useMessages } from '../../i18n/use-messages';
import { Button } from '../ui/button';
import { permissionMessages } from './messages';
import { useLearnedPermissions } from './use-learned-permissions';

/**
 * Shown once the first refusal suggests a key that can only read: one click turns the session
 * read-only (the same mode as ticking it at sign-in), so every change is off with the reason.
 */
export function ReadOnlyOffer() {
  const t = useMessages(permissionMessages);
  const { readOnlyOffer } = useLearnedPermissions();
  if (!readOnlyOffer) return null;
  return (
    <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="font-semibold">{t('offerTitle')}</p>
      <p className="mt-1">{t('offerDetail')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="primary" onClick={switchToReadOnly}>
          {t('offerSwitch')}
        </Button>
        <Button size="sm" variant="ghost" onClick={dismissReadOnlyOffer}>
          {t('offerDismiss')}
        </Button>
      </div>
    </div>
  );
}
