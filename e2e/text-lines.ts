// Each function here is passed to `evaluate` and runs in the page, where only its own source
// arrives: so each walks the text itself, rather than sharing a helper the page would not have.

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

/**
 * Runs in the page (`locator.evaluate(breaksInsideWords)`): each word of the element's text
 * (a run without white space) that a line ends inside of other than after one of `after` (a
 * hyphen unless told), with `|` where the line ends ("aurora-bak|ery.se"). A break after a hyphen
 * ("aurora-|bakery.se") is where a reader expects one and is not listed; in a DNS name, one after
 * a dot is (`evaluate(breaksInsideWords, '.')`).
 */
export function breaksInsideWords(element: Element, after = '-'): string[] {
  const broken: string[] = [];
  const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      const tops = Array.from({ length: word[0].length }, (_, offset) => {
        range.setStart(text, word.index + offset);
        range.setEnd(text, word.index + offset + 1);
        return Math.round(range.getClientRects()[0]?.top ?? 0);
      });
      const ends = tops.flatMap((top, offset) =>
        offset > 0 && top !== tops[offset - 1] ? [offset] : [],
      );
      if (ends.some((end) => !after.includes(word[0][end - 1] ?? '')))
        broken.push(
          ends.reduceRight((piece, end) => `${piece.slice(0, end)}|${piece.slice(end)}`, word[0]),
        );
    }
  }
  return broken;
}

/**
 * Runs in the page (`locator.evaluateAll(cardLabelsTooWide)`): the labels of a table shown as
 * cards on a phone (each cell's `data-label`, drawn as its ::before in the first column of its
 * row's grid, which the cells share as a subgrid) that are wider than that column, so they would
 * run into the value beside them.
 */
export function cardLabelsTooWide(cells: Element[]): string[] {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return ['no canvas to measure with'];
  return cells.flatMap((cell) => {
    const label = cell.getAttribute('data-label') ?? '';
    const before = getComputedStyle(cell, '::before');
    const row = cell.parentElement ?? cell;
    const column = parseFloat(getComputedStyle(row).gridTemplateColumns.split(' ')[0] ?? 'NaN');
    if (Number.isNaN(column)) return [`${label}: its row is no grid`];
    context.font = `${before.fontWeight} ${before.fontSize} ${before.fontFamily}`;
    const longestWord = Math.max(
      ...label.split(/\s+/).map((word) => context.measureText(word).width),
    );
    return longestWord > column + 0.5 ? [`${label}: ${Math.round(longestWord)} > ${column}`] : [];
  });
}

/**
 * Runs in the page (`row.evaluate(cellBaselines)`): each cell's first text and where its baseline
 * falls, roughly (the foot of its first line box less a quarter of its font size).
 */
export function cellBaselines(row: Element): { text: string; at: number }[] {
  return [...row.children].flatMap((cell) => {
    const text = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode();
    if (!text?.parentElement || !text.textContent?.trim()) return [];
    const range = document.createRange();
    range.selectNodeContents(text);
    const box = range.getClientRects()[0];
    const size = parseFloat(getComputedStyle(text.parentElement).fontSize);
    return box ? [{ text: text.textContent.trim(), at: box.bottom - size * 0.25 }] : [];
  });
}

/**
 * Runs in the page (`locator.evaluate(partsSplitAcrossLines, ' · ')`): the parts of the element's
 * first text between `separator`s ("8 GB RAM") whose letters lie on more than one line. A
 * no-break space counts as a space.
 */
export function partsSplitAcrossLines(element: Element, separator: string): string[] {
  const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode();
  if (!text?.textContent) return [];
  const split: string[] = [];
  let start = 0;
  for (const part of text.textContent.replace(/\u00a0/g, ' ').split(separator)) {
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, start + part.length);
    const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
    if (tops.size > 1) split.push(part);
    start += part.length + separator.length;
  }
  return split;
}

/**
 * Runs in the page (`locator.evaluate(linesOfPhrase, '”anna@laptop”')`): how many lines the first
 * occurrence of `phrase` in the element's text takes, even when its characters lie in several
 * elements (a name in a `<bdi>` of its own between quotation marks); 0 when it is not there.
 */
export function linesOfPhrase(element: Element, phrase: string): number {
  const texts: Text[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) texts.push(text as Text);
  const whole = texts.map((text) => text.data).join('');
  const start = whole.indexOf(phrase);
  if (start === -1) return 0;
  const tops = new Set<number>();
  let offset = 0;
  for (const text of texts) {
    for (let index = 0; index < text.data.length; index += 1) {
      const at = offset + index;
      if (at < start || at >= start + phrase.length) continue;
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      const box = range.getClientRects()[0];
      if (box) tops.add(Math.round(box.top));
    }
    offset += text.data.length;
  }
  return tops.size;
}
