import type { Page } from '@playwright/test';

/**
 * Reflow inside a card: every visible control (a field, a button, a link styled as one) must lie
 * within its card's padding. A control pushed past it by a longer Swedish word or a narrow phone
 * still fits the page, so the page-wide sideways check does not see it. Controls inside a box that
 * scrolls or clips (a wide table) are that box's concern and are left out. Measured in the page.
 */
export function controlsPastTheirCard(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const past: string[] = [];
    const root = document.querySelector(scope) ?? document.body;
    for (const control of root.querySelectorAll<HTMLElement>('input, select, textarea, button')) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const card = control.closest<HTMLElement>('.card');
      if (!card) continue;
      let clipped = false;
      for (let box = control.parentElement; box && box !== card; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') clipped = true;
      }
      if (clipped) continue;
      const style = getComputedStyle(card);
      const outer = card.getBoundingClientRect();
      const left = outer.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const right =
        outer.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      const own = control.getBoundingClientRect();
      if (own.left >= left - 0.5 && own.right <= right + 0.5) continue;
      const name =
        control.getAttribute('aria-label') ??
        ('labels' in control
          ? (control as HTMLInputElement).labels?.[0]?.textContent?.trim()
          : null) ??
        control.textContent?.trim();
      past.push(
        `${control.tagName.toLowerCase()} “${name?.slice(0, 40)}” reaches ${Math.round(
          Math.max(left - own.left, own.right - right),
        )} px past its card's padding`,
      );
    }
    return past;
  }, scope);
}
