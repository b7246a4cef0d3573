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
  const short = value.length > keep ? `${value.slice(0, keep)}…` : value;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <code className="text-xs" title={value}>
        {short}
      </code>
      <CopyButton value={value} label={copyLabel} />
    </span>
  );
}
