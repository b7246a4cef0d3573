import { defineMessages } from '../../../i18n/messages';

/** The bulk DNS job's titles in the operations tray, whichever page queued it. */
export const bulkDnsJobMessages = defineMessages({
  en: {
    opTitle_add: 'Bulk DNS: add records (domains: {count})',
    opTitle_update: 'Bulk DNS: update records (domains: {count})',
    opTitle_delete: 'Bulk DNS: delete {type} records (domains: {count})',
  },
  sv: {
    opTitle_add: 'DNS för flera domäner: lägg till poster (domäner: {count})',
    opTitle_update: 'DNS för flera domäner: uppdatera poster (domäner: {count})',
    opTitle_delete: 'DNS för flera domäner: ta bort {type}-poster (domäner: {count})',
  },
});
