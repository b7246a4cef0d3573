import type { ReactNode } from 'react';

/**
 * A long unbroken machine value (a key fingerprint) in monospace. It may break anywhere, but
 * keeps room for about 22 characters a line: in a squeezed table column `break-all` alone let
 * the column shrink to one character per line.
 */
export function MonoValue({ children }: { children: ReactNode }) {
  return (
    <code className="inline-block min-w-[22ch] font-mono text-xs [overflow-wrap:anywhere]">
      {children}
    </code>
  );
}
