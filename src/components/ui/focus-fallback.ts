/** The heading that names the section around `element` (a `Section`), if any. */
export function sectionHeadingOf(element: Element | null): HTMLElement | null {
  const section = element?.closest('section[aria-labelledby]');
  const id = section?.getAttribute('aria-labelledby');
  return id ? document.getElementById(id) : null;
}

/**
 * Focus on the first of `candidates` that can take it. A disabled or removed control cannot, and
 * focus would then fall to the page body, sending a keyboard user back to the top. Headings are
 * made focusable for this (not in the Tab order); the page's main landmark is the last resort.
 */
export function focusFirstAvailable(candidates: readonly (Element | null | undefined)[]): void {
  for (const candidate of [...candidates, document.getElementById('main')]) {
    if (!(candidate instanceof HTMLElement) || !candidate.isConnected) continue;
    if (/^H[1-6]$/.test(candidate.tagName) && !candidate.hasAttribute('tabindex'))
      candidate.setAttribute('tabindex', '-1');
    candidate.focus({ preventScroll: true });
    if (document.activeElement === candidate) return;
  }
}
