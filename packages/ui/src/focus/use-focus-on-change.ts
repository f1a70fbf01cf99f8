import { useEffect, useRef, type RefObject } from 'react';

const HEADING_LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** The element itself when it is a heading, else its top-ranked heading (an h2 before an h3 above it). */
function findHeading(element: HTMLElement): HTMLElement {
  if (HEADING_LEVELS.includes(element.localName)) {
    return element;
  }
  for (const level of HEADING_LEVELS) {
    const heading = element.querySelector<HTMLElement>(level);
    if (heading) {
      return heading;
    }
  }
  return element;
}

/**
 * Focuses the heading of `element` (see findHeading). A heading is not a control: it becomes
 * reachable by script only (tabindex -1). Reached from the keyboard, it shows the theme's focus ring
 * (:focus-visible), so a keyboard user sees where they are; after a click, none.
 */
export function focusHeading(element: HTMLElement | null): void {
  if (!element) {
    return;
  }
  const target = findHeading(element);
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus();
}

/**
 * When content is replaced in place (another step, a decision, a row removed), the control that
 * changed it is often gone and focus would fall to <body>. Each time `key` changes, this moves
 * focus to the heading of the element the returned ref is on, so a keyboard or screen-reader user
 * goes on from the new content. The first render (a page load) never takes focus; keying on the
 * previous value rather than a "first run" flag keeps React's doubled effects in development quiet.
 */
export function useFocusOnChange<T extends HTMLElement = HTMLElement>(key: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  const previousKey = useRef(key);
  useEffect(() => {
    if (Object.is(previousKey.current, key)) {
      return;
    }
    previousKey.current = key;
    focusHeading(ref.current);
  }, [key]);
  return ref;
}
