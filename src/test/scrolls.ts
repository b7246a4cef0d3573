/**
 * jsdom does not scroll; this records what is asked to scroll into view. `stopRecordingScrolls`
 * puts jsdom's own (missing) method back.
 */
export function recordScrolls(): Element[] {
  const scrolledTo: Element[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: Element) {
      scrolledTo.push(this);
    },
  });
  return scrolledTo;
}

export function stopRecordingScrolls() {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
}
