import type { VpsFirmware } from '../../../api/vps/firmware';
import { DefinitionList, Notice } from '../../../components/ui/layout';
import { useServerWords } from '../../../components/server-words';
import { useMessages } from '../../../i18n/use-messages';
import { firmwareMessages } from './messages';

type T = ReturnType<typeof useMessages<typeof firmwareMessages.en>>;

export function modeLabel(t: T, mode: string): string {
  const key = `mode_${mode}`;
  return t.or(key, mode);
}

/**
 * The spec describes each mode in these words, so a summary that says them is the panel's to
 * say in its own language; any other summary is the server's text.
 */
const specSummaries: Record<string, 'summary_incus' | 'summary_legacy'> = {
  'uefi with secure boot and tpm 2.0': 'summary_incus',
  'bios without tpm': 'summary_legacy',
};

function knownSummary(t: T, summary: string): string | undefined {
  const key = specSummaries[summary.trim().toLowerCase()];
  return key && t(key);
}

function secureBoot(t: T, details: NonNullable<VpsFirmware['firmware']>): string {
  if (!details.efi) return t('notAvailable');
  if (!details.secureBootReady) return t('notReady');
  return details.efi.preEnrolledKeys ? t('secureBootReady') : t('secureBootReadyNoKeys');
}

function tpm(t: T, details: NonNullable<VpsFirmware['firmware']>): string {
  if (!details.tpm) return t('notAvailable');
  const version = details.tpm.version ?? '?';
  return details.tpmReady ? t('tpmReady', { version }) : t('tpmNotReady', { version });
}

export function FirmwareDetails({ firmware }: { firmware: VpsFirmware }) {
  const t = useMessages(firmwareMessages);
  const words = useServerWords();
  const details = firmware.firmware;
  const mono = (value: string | null | undefined) =>
    value ? <span className="font-mono">{value}</span> : '—';
  return (
    <div className="flex flex-col gap-4">
      <DefinitionList
        items={[
          { term: t('mode'), value: modeLabel(t, firmware.mode) },
          {
            term: t('summary'),
            value: words(knownSummary(t, firmware.summary), firmware.summary) ?? '—',
          },
          ...(details
            ? [
                { term: t('secureBoot'), value: secureBoot(t, details) },
                { term: t('tpm'), value: tpm(t, details) },
                { term: t('efiVolume'), value: mono(details.efi?.volume) },
                { term: t('tpmVolume'), value: mono(details.tpm?.volume) },
                { term: t('bios'), value: details.bios ?? '—' },
                { term: t('machine'), value: mono(details.machine) },
                // The spec lists no firmware status values: the server's own word.
                { term: t('status'), value: words(undefined, details.status) ?? '—' },
              ]
            : []),
        ]}
      />
      {!details && <Notice>{t('noDetails')}</Notice>}
    </div>
  );
}
