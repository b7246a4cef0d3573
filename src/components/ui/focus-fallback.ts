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

/** Marks a list item's remove button, for `focusAfterRemoval` to find its neighbours. */
export const removesItem = { 'data-removes-item': true } as const;

/**
 * After the item at `index` of `list` is gone with the remove button that had focus (a chip, a
 * row): focus on the remove button now in its place, else the one before it, else the first of
 * `fallbacks` that can take it (the list's field or add button). Call it once the removal has
 * rendered (`flushSync`).
 */
export function focusAfterRemoval(
  list: Element | null,
  index: number,
  fallbacks: readonly (Element | null | undefined)[],
): void {
  const buttons = list ? [...list.querySelectorAll('[data-removes-item]')] : [];
  focusFirstAvailable([buttons[index], buttons[index - 1], ...fallbacks]);
}

/**
 * The first `selector` inside `container`, made able to take focus from script (a table or a
 * list that names what it holds), for focus to land on after what had it went away.
 */
export function focusableIn(container: Element | null, selector: string): HTMLElement | null {
  const target = container?.querySelector<HTMLElement>(selector) ?? null;
  target?.setAttribute('tabindex', '-1');
  return target;
}
