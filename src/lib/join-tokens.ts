/**
 * Space-separated tokens (ids for aria-describedby, class names), leaving out the missing ones;
 * undefined when none is left, so React writes no attribute.
 */
export function joinTokens(...tokens: (string | null | undefined | false)[]): string | undefined {
  return tokens.filter(Boolean).join(' ') || undefined;
}
