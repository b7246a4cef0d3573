import { useSyncExternalStore } from 'react';
import {
  areaUnreadable,
  blockingFact,
  getLearnedPermissions,
  subscribeLearnedPermissions,
  type LearnedFact,
  type LearnedPermissions,
} from '../../api/core/learned-permissions';
import { endpointScopes, type PanelAction, type PanelArea } from '../../api/core/scopes';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { permissionMessages } from './messages';

export function useLearnedPermissions(): LearnedPermissions {
  return useSyncExternalStore(
    subscribeLearnedPermissions,
    getLearnedPermissions,
    getLearnedPermissions,
  );
}

/** "change billing", or "change servers or rebuild servers" when it is one of several. */
export function useDescribeFact(): (fact: Pick<LearnedFact, 'scopes'>) => string {
  const t = useMessages(permissionMessages);
  const format = useFormat();
  return (fact) =>
    format.orList(fact.scopes.map((scope) => t.or(`scope_${scope.replace(':', '_')}`, scope)));
}

/** Why `action` is off because of what the key was refused before, or null. */
export function useLearnedBlock(action: PanelAction | undefined): string | null {
  const permissions = useLearnedPermissions();
  const t = useMessages(permissionMessages);
  const describe = useDescribeFact();
  if (!action) return null;
  const fact = blockingFact(permissions, endpointScopes[action].scopes);
  return fact ? t('cannot', { what: describe(fact) }) : null;
}

/** "This key cannot change hosting." for an action, in the words of a learned refusal. */
export function useCannotWords(): (action: PanelAction) => string {
  const t = useMessages(permissionMessages);
  const describe = useDescribeFact();
  return (action) => t('cannot', { what: describe({ scopes: endpointScopes[action].scopes }) });
}

/** For the shell's navigation: false once the API refused to show this area to the key. */
export function useAreaReadable(area: PanelArea | undefined): boolean {
  const permissions = useLearnedPermissions();
  return area === undefined || !areaUnreadable(permissions, area);
}
