import { useCallback } from 'react';
import { defineMessages } from '../../i18n/messages';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';

// The server page's SSH access section and the home's attention list both say why a server's
// live SSH access cannot be read; one wording, so they never tell it two ways.
export const unavailableReasonMessages = defineMessages({
  en: {
    reason_vps_not_ready: 'The server is being set up or rebuilt. Check again when it is running.',
    reason_vm_not_running:
      'The server is not running, so its keys cannot be read. They can be checked once it runs again; starting a server is not available in this panel, so ask support if it has to be started.',
    reason_guest_exec_disabled:
      'Running commands through the guest agent is turned off in this server.',
    reason_guest_agent_unavailable:
      'The guest agent in the server does not answer. Install or start the QEMU guest agent inside the server, then check again.',
    reason_unsupported_guest: 'This operating system does not support reading SSH access.',
    reason_unknown: 'The server could not be inspected.',
  },
  sv: {
    reason_vps_not_ready: 'Servern installeras eller återskapas. Kontrollera igen när den körs.',
    reason_vm_not_running:
      'Servern är inte igång, så dess nycklar kan inte läsas. De kan kontrolleras när den körs igen; det går inte att starta servrar i panelen, så be supporten om den behöver startas.',
    reason_guest_exec_disabled: 'Att köra kommandon via gästagenten är avstängt i servern.',
    reason_guest_agent_unavailable:
      'Gästagenten i servern svarar inte. Installera eller starta QEMU:s gästagent i servern och kontrollera sedan igen.',
    reason_unsupported_guest: 'Det här operativsystemet stöder inte avläsning av SSH-åtkomst.',
    reason_unknown: 'Servern kunde inte undersökas.',
  },
});

export interface UnavailableReason {
  /** The panel's words for the reason, or for an unknown one that it could not be inspected. */
  text: string;
  /** The server's own (English) text for a reason the panel does not know, marked as the server's. */
  serverText: string | null;
}

/** Why live SSH access cannot be read: said in the panel's words when it knows the reason code. */
export function useUnavailableReason(): (
  reason: string | null | undefined,
  message: string | null | undefined,
) => UnavailableReason {
  const t = useMessages(unavailableReasonMessages);
  const common = useMessages(commonMessages);
  return useCallback(
    (reason, message) => {
      const key = `reason_${reason ?? 'unknown'}`;
      if (key !== 'reason_unknown' && t.has(key)) return { text: t(key), serverText: null };
      const serverText = message ? common('fromServer', { text: message }) : null;
      return { text: t('reason_unknown'), serverText };
    },
    [t, common],
  );
}
