// A cold start of a signed-in page used to ask the API only after the page's code had arrived:
// entry, then config, then the page's chunks, then the request. The page's first read now starts
// as soon as the config is known, beside the chunk downloads, and the page's own request takes
// its response here. Each response is taken at most once, and only while it is fresh; one nobody
// takes is dropped, so it can never answer a later question with old data.

const FRESH_FOR_MS = 15_000;

const waiting = new Map<string, { response: Promise<Response>; until: number }>();

export function keepEarlyResponse(
  href: string,
  response: Promise<Response>,
  now = Date.now(),
): void {
  // Its failure belongs to whoever takes it; until then it must not surface as unhandled.
  response.catch(() => undefined);
  waiting.set(href, { response, until: now + FRESH_FOR_MS });
}

/** The early response for this exact URL, if one is waiting and fresh; it is gone afterwards. */
export function takeEarlyResponse(href: string, now = Date.now()): Promise<Response> | null {
  const early = waiting.get(href);
  if (!early) return null;
  waiting.delete(href);
  return early.until > now ? early.response : null;
}

/** Drops every waiting response (the session ended, so they belong to a key no longer in use). */
export function dropEarlyResponses(): void {
  waiting.clear();
}

/** URLs with a response nobody has taken yet (tests check each early read is used). */
export function untakenEarlyResponses(): string[] {
  return [...waiting.keys()];
}
