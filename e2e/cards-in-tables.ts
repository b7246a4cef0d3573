import type { Page } from '@playwright/test';

/**
 * On a phone a data table is a card per row (data-table.tsx), which must fit the screen: a value
 * that will not wrap would make its row scroll sideways inside the table's box, where the page-wide
 * sideways check and the controls-in-cards check (which leaves a scrolling box to itself) do not
 * see it, and the end of the value, or its Copy button, would be out of sight.
 */
export function tablesOfCardsScrollingSideways(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const root = document.querySelector(scope) ?? document.body;
    const found: string[] = [];
    for (const table of root.querySelectorAll<HTMLTableElement>('table')) {
      if (getComputedStyle(table).display === 'table') continue;
      const box = table.parentElement;
      if (!box || !table.checkVisibility()) continue;
      const sideways = box.scrollWidth - box.clientWidth;
      if (sideways > 0)
        found.push(
          `the cards of table “${box.getAttribute('aria-label')}” scroll ${sideways} px sideways`,
        );
    }
    return found;
  }, scope);
}
