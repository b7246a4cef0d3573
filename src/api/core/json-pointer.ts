/**
 * Problem Details field errors point at the request body with a JSON pointer, written either
 * plainly (`/records/0/ttl`) or as a URI fragment (`#/records/0/ttl`, percent-encoded).
 * The answer is the list of reference tokens, unescaped (`~1` is `/`, `~0` is `~`).
 */
export function parsePointer(pointer: string): string[] {
  let text = pointer;
  if (text.startsWith('#')) {
    try {
      text = decodeURIComponent(text.slice(1));
    } catch {
      text = text.slice(1);
    }
  }
  if (text === '') return [];
  if (!text.startsWith('/')) return [text];
  return text
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The dotted field name a form library uses for the same place (`records.0.ttl`). */
export function pointerToFieldName(pointer: string): string {
  return parsePointer(pointer).join('.');
}
