/**
 * A `getByText` matcher for a sentence whose words are split over elements (a name that
 * `t.rich` put in a `<bdi>` of its own): the innermost element whose whole text is `text`.
 */
export function sentence(text: string | RegExp) {
  const matches = (element: Element) =>
    typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? '');
  return (_content: string, element: Element | null) =>
    element !== null && matches(element) && ![...element.children].some(matches);
}
