import type { Page } from '@playwright/test';

/**
 * WCAG 2.4.11 (focus not obscured): each control the keyboard reaches is focused in turn, which
 * scrolls it into view as Tab would. Enough of it must then show (its part inside the view and
 * every scrolling box around it, at least 24 px or all of it each way) and be on top at that
 * part's centre: sticky bars and the edge of a scrolling table are what could hide it. A wrapped
 * link counts if one of its lines shows. Measured in the page in one go.
 */
export function controlsHiddenWhenFocused(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const reachable =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
    const hidden: string[] = [];
    const root = document.querySelector(scope) ?? document.body;
    for (const control of root.querySelectorAll<HTMLElement>(reachable)) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      control.focus();
      if (document.activeElement !== control) continue;
      let shownAt: string | null = 'the edge of the view or of a scrolling box';
      for (const line of control.getClientRects()) {
        let [left, top, right, bottom] = [line.left, line.top, line.right, line.bottom];
        [left, top] = [Math.max(left, 0), Math.max(top, 0)];
        [right, bottom] = [Math.min(right, innerWidth), Math.min(bottom, innerHeight)];
        for (let box = control.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflow === 'visible') continue;
          const clip = box.getBoundingClientRect();
          [left, top] = [Math.max(left, clip.left), Math.max(top, clip.top)];
          [right, bottom] = [Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
        }
        const enough = (shown: number, size: number) => shown >= Math.min(size, 24) - 0.5;
        if (!enough(right - left, line.width) || !enough(bottom - top, line.height)) continue;
        const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (onTop && (control.contains(onTop) || (onTop as HTMLLabelElement).control === control)) {
          shownAt = null;
          break;
        }
        shownAt = onTop ? `<${onTop.tagName.toLowerCase()} class="${onTop.className}">` : 'nothing';
      }
      if (!shownAt) continue;
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40);
      hidden.push(`${control.tagName.toLowerCase()} “${name}” cut off by ${shownAt}`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return hidden;
  }, scope);
}
