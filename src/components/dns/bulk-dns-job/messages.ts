import { defineMessages } from '../../../i18n/messages';

/** The bulk DNS job's titles in the operations tray, whichever page queued it. */
export const bulkDnsJobMessages = defineMessages({
  en: {
    opTitle_add_one: 'Add records to {count} domain',
    opTitle_add_other: 'Add records to {count} domains',
    opTitle_update_one: 'Update records on {count} domain',
    opTitle_update_other: 'Update records on {count} domains',
    opTitle_delete_one: 'Delete {type} records from {count} domain',
    opTitle_delete_other: 'Delete {type} records from {count} domains',
  },
  sv: {
    opTitle_add_one: 'Lägg till poster i {count} domän',
    opTitle_add_other: 'Lägg till poster i {count} domäner',
    opTitle_update_one: 'Uppdatera poster i {count} domän',
    opTitle_update_other: 'Uppdatera poster i {count} domäner',
    opTitle_delete_one: 'Ta bort {type}-poster i {count} domän',
    opTitle_delete_other: 'Ta bort {type}-poster i {count} domäner',
  },
});
