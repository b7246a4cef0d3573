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

/**
 * Runs in the page (`locator.evaluate(wordsSplitAcrossLines)`): the words of the element's text
 * (runs without white space) whose letters lie on more than one line.
 */
export function wordsSplitAcrossLines(element: Element): string[] {
  const split: string[] = [];
  const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
      if (tops.size > 1) split.push(word[0]);
    }
  }
  return split;
}
