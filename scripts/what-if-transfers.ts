/** One entry of the Chrome DevTools protocol log Lighthouse saves beside a trace. */
export interface DevtoolsEvent {
  method: string;
  params: Record<string, unknown>;
}

/**
 * Responses whose URL matches `pattern` are counted as `factor` times their real size; factor 0
 * means the request is not made at all.
 */
export interface TransferRule {
  pattern: RegExp;
  factor: number;
}

/**
 * `"<regular expression>=<factor>"`, e.g. `index-.*\.js=0.77` (the entry 23 % smaller), or
 * `shell=0` (no shell chunk before the paint).
 */
export function parseTransferRule(text: string): TransferRule {
  const at = text.lastIndexOf('=');
  const factor = Number(text.slice(at + 1));
  if (at <= 0 || at === text.length - 1 || !Number.isFinite(factor) || factor < 0)
    throw new Error(`"${text}" is not <URL pattern>=<factor of 0 or more>`);
  return { pattern: new RegExp(text.slice(0, at)), factor };
}

const sizeFields: Record<string, string[]> = {
  'Network.dataReceived': ['encodedDataLength', 'dataLength'],
  'Network.loadingFinished': ['encodedDataLength'],
};

/**
 * A copy of the log in which the matching responses were that much smaller or larger on the wire,
 * and the URLs that matched. Lighthouse's simulation (Lantern) reads each request's size from
 * these events, so auditing the edited log answers "what if this file were N kB smaller?" for
 * the very same load, free of run-to-run noise. A request at factor 0 is taken out of the log
 * altogether: "what if the page did not fetch this before its paint?" (to move its bytes into
 * another file instead, scale that file in the same scenario).
 */
export function scaleTransfers(
  log: DevtoolsEvent[],
  rules: TransferRule[],
): { log: DevtoolsEvent[]; matched: string[] } {
  const factors = new Map<string, number>();
  const matched: string[] = [];
  for (const event of log) {
    if (event.method !== 'Network.requestWillBeSent') continue;
    const url = (event.params.request as { url?: string } | undefined)?.url ?? '';
    const rule = rules.find(({ pattern }) => pattern.test(url));
    if (!rule) continue;
    factors.set(String(event.params.requestId), rule.factor);
    matched.push(url);
  }
  const kept = log.filter((event) => factors.get(String(event.params.requestId)) !== 0);
  const edited = kept.map((event) => {
    const factor = factors.get(String(event.params.requestId));
    const fields = sizeFields[event.method];
    if (factor === undefined || !fields) return event;
    const params = { ...event.params };
    for (const field of fields)
      if (typeof params[field] === 'number') params[field] = Math.round(params[field] * factor);
    return { ...event, params };
  });
  return { log: edited, matched };
}
