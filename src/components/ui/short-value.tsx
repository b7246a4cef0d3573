import { revealBidiControls } from '../../lib/bidi';
import { CopyButton } from './copy-button';

/** A long value (digest, public key, fingerprint) shortened for reading, copied whole. */
export function ShortValue({
  value,
  copyLabel,
  keep = 24,
}: {
  value: string;
  copyLabel: string;
  keep?: number;
}) {
  const shown = revealBidiControls(value);
  const short = shown.length > keep ? `${shown.slice(0, keep)}…` : shown;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <code className="text-xs" title={shown}>
        <bdi>{short}</bdi>
      </code>
      <CopyButton value={value} label={copyLabel} />
    </span>
  );
}
