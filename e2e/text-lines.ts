/**
 * Runs in the page (`locator.evaluateAll(linesOfText)`): the lines each element's text takes,
 * counted as the distinct tops of its text nodes' line boxes.
 */
export function linesOfText(elements: Element[]): number[] {
  return elements.map((element) => {
    const tops = new Set<number>();
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const box of range.getClientRects()) tops.add(Math.round(box.top));
    }
    return tops.size;
  });
}
