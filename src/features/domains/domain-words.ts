import { defineMessages } from '../../i18n/messages';

/** The panel's words for the domain codes the server sends with a closed gate. */
export const domainWords = defineMessages({
  en: {
    registry_lock_unlock_required:
      'The registry lock is on. Removing it needs support; this panel cannot do it.',
    operation_in_progress: 'A nameserver change is already in progress.',
    domain_not_active: 'Only an active domain can be changed.',
    no_pending_renewal: 'There is no renewal waiting for an answer.',
  },
  sv: {
    registry_lock_unlock_required:
      'Registerlåset är på. Att ta bort det kräver supporten; det går inte att göra i panelen.',
    operation_in_progress: 'Ett byte av namnservrar pågår redan.',
    domain_not_active: 'Bara en aktiv domän kan ändras.',
    no_pending_renewal: 'Det finns ingen förnyelse som väntar på svar.',
  },
});

/** The codes the spec lists for domain gates. */
export const domainSpecCodes = ['registry_lock_unlock_required'] as const;
