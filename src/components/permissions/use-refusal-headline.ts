import { factTaughtBy } from '../../api/core/learned-permissions';
import { isApiError } from '../../api/core/errors';
import { useMessages } from '../../i18n/use-messages';
import { permissionMessages } from './messages';
import { useDescribeFact, useLearnedPermissions } from './use-learned-permissions';

/** A 403 that taught the panel a missing permission, said plainly instead of "Forbidden". */
export function useRefusalHeadline(error: unknown): { title: string; detail: string } | null {
  const t = useMessages(permissionMessages);
  const describe = useDescribeFact();
  useLearnedPermissions();
  const fact = isApiError(error) ? factTaughtBy(error) : null;
  if (!fact) return null;
  const what = describe(fact);
  return fact.kind === 'read'
    ? { title: t('cannotReadTitle', { what }), detail: t('cannotReadDetail') }
    : { title: t('cannotWriteTitle', { what }), detail: t('cannotWriteDetail') };
}
