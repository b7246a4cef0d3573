/**
 * The heading of `Section id` made focusable, for focus to land on when the control that had it
 * is gone (a deleted row, a form that started over), rather than on the page body.
 */
export function focusSectionHeading(sectionId: string): HTMLElement | null {
  const heading = document.getElementById(`${sectionId}-title`);
  heading?.setAttribute('tabindex', '-1');
  return heading;
}
