/**
 * A `getByText` matcher for text split over elements (a name that `t.rich` put in a `<bdi>` of
 * its own, a hostname cut after its dots, a word kept whole in a span): the innermost element
 * whose whole text is `text`.
 */
export function sentence(text: string | RegExp) {
  // As getByText's own matching: runs of white space (a date's no-break spaces too) as one space.
  const normalized = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const matches = (element: Element) =>
    typeof text === 'string' ? normalized(element) === text : text.test(normalized(element));
  return (_content: string, element: Element | null) =>
    element !== null && matches(element) && ![...element.children].some(matches);
}
