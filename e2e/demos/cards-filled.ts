import { expect, type Page } from '@playwright/test';

/**
 * The cards (`.card`, and every `section`) a full-page screenshot would show empty, each as
 * "name: why". A card is filled when something beyond its heading block (text, a control, an
 * image or a table) is rendered with a size. The browser may skip rendering a card's content
 * while it is off screen (`content-visibility: auto`) and a full-page screenshot then paints a
 * blank card although the DOM is complete, so content counts only if
 * `checkVisibility({ contentVisibilityAuto: true })` says it is rendered.
 */
export function unfilledCards(page: Page): Promise<string[]> {
  // No named functions in here: the page would not have the helpers a transpiler may add.
  return page.evaluate(() => {
    const rendered = { contentVisibilityAuto: true };
    const shown = { ...rendered, visibilityProperty: true };
    const contentSelector =
      'button, input, select, textarea, a[href], img, svg, canvas, table, progress, meter, [role="img"]';
    const hasOwnText = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
    const sized = (element: Element) => {
      const box = element.getBoundingClientRect();
      // Visually hidden text (`sr-only`) is a 1 px box: it paints nothing.
      return box.width > 1 && box.height > 1;
    };
    const problems: string[] = [];
    const cards = [...document.querySelectorAll('section, .card')].filter(
      (card) => card.checkVisibility() && sized(card),
    );
    for (const card of cards) {
      const heading = card.querySelector('h1, h2, h3, h4, h5, h6');
      let headingBlock: Element | null = heading;
      while (headingBlock && headingBlock.parentElement !== card)
        headingBlock = headingBlock.parentElement;
      const name =
        heading?.textContent?.trim() ||
        card.getAttribute('aria-label') ||
        card.textContent?.trim().replace(/\s+/g, ' ').slice(0, 60) ||
        `an untitled ${card.tagName.toLowerCase()}`;
      const body = [...card.querySelectorAll('*')].filter(
        (element) => !headingBlock?.contains(element),
      );
      const skipped = body.find(
        (element) => element.checkVisibility() && !element.checkVisibility(rendered),
      );
      const content = body.filter(
        (element) =>
          (hasOwnText(element) || element.matches(contentSelector)) &&
          element.checkVisibility(shown) &&
          sized(element),
      );
      if (skipped) problems.push(`${name}: its content is not rendered (off screen, skipped)`);
      else if (content.length === 0) problems.push(`${name}: nothing but its heading is shown`);
    }
    return problems;
  });
}

/**
 * Fails the test (softly, so the tour goes on and its gallery is complete) unless every card on
 * the page is filled, waiting for what is still arriving.
 */
export async function expectCardsFilled(page: Page, screenshot: string): Promise<void> {
  await expect
    .configure({ soft: true })
    .poll(() => unfilledCards(page), {
      message: `every card in the full-page screenshot ${screenshot} is filled`,
      timeout: 5_000,
    })
    .toEqual([]);
}
