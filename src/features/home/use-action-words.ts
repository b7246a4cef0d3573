import { useLearnedPermissions } from '../../components/permissions/use-learned-permissions';
import { useReadOnly } from '../../components/use-session';
import { blockingFact } from '../../api/core/learned-permissions';
import { endpointScopes, type PanelAction } from '../../api/core/scopes';
import { useMessages } from '../../i18n/use-messages';
import type { AttentionAction } from './attention-rules';
import { homeMessages } from './messages';

/** The actions that ask for a change, the change they send, and the words for only looking. */
const changes: Partial<Record<AttentionAction, { action: PanelAction; look: AttentionAction }>> = {
  actionAnswerRenewal: { action: 'acceptRenewal', look: 'actionOpenDomain' },
  actionPayInvoice: { action: 'generatePaymentLink', look: 'actionOpenInvoice' },
};

/**
 * An item's link in words the session can act on: a read-only session, or a key already refused
 * that change, is sent to look ("Open the invoice"), not told to do what it cannot ("Pay").
 */
export function useActionWords(): (action: AttentionAction) => string {
  const t = useMessages(homeMessages);
  const readOnly = useReadOnly();
  const permissions = useLearnedPermissions();
  return (action) => {
    const change = changes[action];
    const cannot =
      change !== undefined &&
      (readOnly || blockingFact(permissions, endpointScopes[change.action].scopes) !== null);
    return t(cannot ? change.look : action);
  };
}
