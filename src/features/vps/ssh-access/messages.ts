import { defineMessages } from '../../../i18n/messages';

export const sshAccessMessages = defineMessages({
  en: {
    title: 'SSH access',
    description: 'The keys the server accepts right now, read from its authorized keys file.',
    checked: 'Checked at {time}, in the home directory of {user}.',
    serverMessage: 'From the server: {message}',
    refresh: 'Check again',
    entriesLabel: 'Keys in the authorized keys file',
    key: 'Key',
    fingerprint: 'Fingerprint',
    source: 'Source',
    restrictions: 'Restrictions',
    noComment: 'No comment',
    addedInGuest: 'Added inside the server',
    savedKey: 'Account key “{name}”',
    noRestrictions: 'None',
    noEntries: 'No keys are authorized: nobody can log in with SSH keys as {user}.',
    savedKeysTitle: 'Account keys assigned to this server',
    savedKeysEmpty: 'No account keys are assigned to this server.',
    present: 'Present on the server',
    absent: 'Not on the server',
    noFingerprint: 'No fingerprint',
    unavailableTitle: 'SSH access cannot be checked right now',
    unavailableNote:
      'The account keys assigned to this server are not shown in its place: they do not tell who can log in.',
    reason_vps_not_ready: 'The server is being set up or rebuilt. Check again when it is running.',
    reason_vm_not_running:
      'The server is not running, so its keys cannot be read. They can be checked once it runs again; starting a server is not available in this panel, so ask support if it has to be started.',
    reason_guest_exec_disabled:
      'Running commands through the guest agent is turned off in this server.',
    reason_guest_agent_unavailable:
      'The guest agent in the server does not answer. Install or start the QEMU guest agent inside the server, then check again.',
    reason_unsupported_guest: 'This operating system does not support reading SSH access.',
    reason_unknown: 'The server could not be inspected.',
    sshKeysLink: 'All SSH keys of the account',
  },
  sv: {
    title: 'SSH-åtkomst',
    description:
      'Nycklarna som servern accepterar just nu, lästa från dess fil med auktoriserade nycklar.',
    checked: 'Kontrollerat kl. {time}, i hemkatalogen för {user}.',
    serverMessage: 'Från servern: {message}',
    refresh: 'Kontrollera igen',
    entriesLabel: 'Nycklar i filen med auktoriserade nycklar',
    key: 'Nyckel',
    fingerprint: 'Fingeravtryck',
    source: 'Källa',
    restrictions: 'Begränsningar',
    noComment: 'Ingen kommentar',
    addedInGuest: 'Tillagd inne i servern',
    savedKey: 'Kontonyckel ”{name}”',
    noRestrictions: 'Inga',
    noEntries: 'Inga nycklar är auktoriserade: ingen kan logga in med SSH-nyckel som {user}.',
    savedKeysTitle: 'Kontonycklar som tilldelats servern',
    savedKeysEmpty: 'Inga kontonycklar är tilldelade servern.',
    present: 'Finns på servern',
    absent: 'Finns inte på servern',
    noFingerprint: 'Inget fingeravtryck',
    unavailableTitle: 'SSH-åtkomsten går inte att kontrollera just nu',
    unavailableNote:
      'Kontonycklarna som tilldelats servern visas inte i stället: de säger inte vem som kan logga in.',
    reason_vps_not_ready: 'Servern installeras eller återskapas. Kontrollera igen när den körs.',
    reason_vm_not_running:
      'Servern är inte igång, så dess nycklar kan inte läsas. De kan kontrolleras när den körs igen; det går inte att starta servrar i panelen, så be supporten om den behöver startas.',
    reason_guest_exec_disabled: 'Att köra kommandon via gästagenten är avstängt i servern.',
    reason_guest_agent_unavailable:
      'Gästagenten i servern svarar inte. Installera eller starta QEMU:s gästagent i servern och kontrollera sedan igen.',
    reason_unsupported_guest: 'Det här operativsystemet stöder inte avläsning av SSH-åtkomst.',
    reason_unknown: 'Servern kunde inte undersökas.',
    sshKeysLink: 'Alla SSH-nycklar i kontot',
  },
});
