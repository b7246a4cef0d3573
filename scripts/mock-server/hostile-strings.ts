/**
 * Valid but hostile text a real API could return for anything a customer names: a right-to-left
 * override that turns `gnp.exe` into what looks like `exe.png`, markup and script, a long word
 * with no place to break, zero-width and combining characters, and a name in another script.
 */
export const hostileStrings = [
  'invoice\u202Egnp.exe',
  '<img src=x onerror="window.__hostile=1">',
  `${'a'.repeat(300)}`,
  'zero\u200Bwidth\u200Dname',
  'Z̵̡̛a̶͖͝l̷̰̾g̸̙̈́o̴͚͝',
  'مرحبا-server',
  '"; DROP TABLE servers; --',
  '{{constructor.constructor("window.__hostile=1")()}}',
] as const;

/** Fields people name; never identifiers, hostnames the panel links by, or codes it branches on. */
const namedFields = new Set(['name', 'label', 'description', 'displayName', 'comment', 'title']);

/**
 * Replaces every named field in an answer with one of the hostile strings, in turn. Problem
 * answers are left alone: their `title` is the API's, not a customer's.
 */
export function makeHostile(body: unknown): unknown {
  let next = 0;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, field]) => {
      if (namedFields.has(key) && typeof field === 'string') {
        const text = hostileStrings[next % hostileStrings.length];
        next += 1;
        return [key, text];
      }
      return [key, visit(field)];
    });
    return Object.fromEntries(entries);
  };
  return visit(body);
}
