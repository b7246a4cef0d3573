/**
 * A `getByText` matcher for text split over elements (a name that `t.rich` put in a `<bdi>` of
 * its own, a hostname cut after its dots, a word kept whole in a span): the innermost element
 * whose whole text is `text`.
 */
export function sentence(text: string | RegExp) {
  const matches = (element: Element) =>
    typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? '');
  return (_content: string, element: Element | null) =>
    element !== null && matches(element) && ![...element.children].some(matches);
}
