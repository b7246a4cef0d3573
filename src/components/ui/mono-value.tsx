import type { ReactNode } from 'react';

/**
 * A long unbroken machine value (a key fingerprint) in monospace. It may break anywhere, but in a
 * table keeps room for about 22 characters a line: in a squeezed column `break-all` alone let the
 * column shrink to one character per line. On a phone's card the value's column is set by the
 * card, so it only has to fit it.
 */
export function MonoValue({ children }: { children: ReactNode }) {
  return (
    <code className="inline-block font-mono text-xs [overflow-wrap:anywhere] sm:min-w-[22ch]">
      {children}
    </code>
  );
}
