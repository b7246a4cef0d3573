import { describe, expect, it } from 'vitest';
import { sshAccessUnavailableReasons } from '../../api/vps/ssh-access';
import type { Language } from '../../i18n/messages';
import { renderWithProviders } from '../../test/render';
import { unavailableReasonMessages, useUnavailableReason } from './unavailable-reason';

function reasonIn(language: Language) {
  let say: ReturnType<typeof useUnavailableReason> | null = null;
  function Probe() {
    say = useUnavailableReason();
    return null;
  }
  renderWithProviders(<Probe />, { language });
  if (!say) throw new Error('the hook did not run');
  return say as ReturnType<typeof useUnavailableReason>;
}

describe('why live SSH access cannot be read', () => {
  it('words every reason the spec lists, in English and Swedish', () => {
    for (const code of sshAccessUnavailableReasons) {
      const en = (unavailableReasonMessages.en as Record<string, string>)[`reason_${code}`];
      const sv = (unavailableReasonMessages.sv as Record<string, string>)[`reason_${code}`];
      expect(en, code).toMatch(/\S/);
      expect(sv, code).toMatch(/\S/);
      expect(sv, code).not.toBe(en);
    }
  });

  it('says a known reason in the panel’s words, not the server’s English', () => {
    const say = reasonIn('sv');
    expect(say('guest_agent_unavailable', 'The guest agent is not answering.')).toEqual({
      text: 'Gästagenten i servern svarar inte. Installera eller starta QEMU:s gästagent i servern och kontrollera sedan igen.',
      serverText: null,
    });
  });

  it('passes on the server’s text for an unknown reason, marked as the server’s', () => {
    expect(reasonIn('sv')('quota_frozen', 'Access checks are frozen.')).toEqual({
      text: 'Servern kunde inte undersökas.',
      serverText: 'Från servern (på engelska): Access checks are frozen.',
    });
    expect(reasonIn('en')(null, null)).toEqual({
      text: 'The server could not be inspected.',
      serverText: null,
    });
  });
});
