import { defineMessages } from '../../i18n/messages';

export const supportMessages = defineMessages({
  en: {
    title: 'For support',
    description:
      'What a support ticket needs: the IDs and addresses to copy, the data as the API sent it, and the same request as a command.',
    value_id: 'ID',
    value_hostname: 'Hostname',
    value_ip: 'IP address',
    value_domain: 'Domain',
    value_number: 'Invoice number',
    value_zoneId: 'DNS zone ID',
    value_cdnZoneId: 'CDN zone ID',
    value_domainId: 'Domain ID',
    showRaw: 'Show raw data',
    rawHint: 'As the API answered this page’s request, with links, tokens and keys left out.',
    rawLabel: 'Raw data',
    curlTitle: 'This page’s request as a command',
    curlHint: 'Put your API key in the API_KEY environment variable; it is never part of the text.',
    copyCurl: 'Copy as curl',
    curlLabel: 'as curl',
  },
  sv: {
    title: 'För support',
    description:
      'Det som ett supportärende behöver: ID:n och adresser att kopiera, data precis som API:et skickade dem och samma anrop som kommando.',
    value_id: 'ID',
    value_hostname: 'Värdnamn',
    value_ip: 'IP-adress',
    value_domain: 'Domän',
    value_number: 'Fakturanummer',
    value_zoneId: 'DNS-zonens ID',
    value_cdnZoneId: 'CDN-zonens ID',
    value_domainId: 'Domänens ID',
    showRaw: 'Visa rådata',
    rawHint: 'Som API:et svarade på sidans anrop, utan länkar, tokens och nycklar.',
    rawLabel: 'Rådata',
    curlTitle: 'Sidans anrop som kommando',
    curlHint: 'Lägg din API-nyckel i miljövariabeln API_KEY; den ingår aldrig i texten.',
    copyCurl: 'Kopiera som curl',
    curlLabel: 'som curl',
  },
});
