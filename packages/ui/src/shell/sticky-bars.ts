import { useEffect, useRef, type RefObject } from 'react';

/** The site header's height, for a bar that sticks just below it (the review's links). */
export const SITE_HEADER_HEIGHT_VAR = '--site-header-height';
/** The height of the bars stuck to the top of the window now: the theme's scroll-padding-top. */
export const STICKY_BARS_HEIGHT_VAR = '--sticky-bars-height';

const bars = new Map<HTMLElement, { isHeader: boolean }>();
let observer: ResizeObserver | null = null;

function isStuck(bar: HTMLElement): boolean {
  const { position } = getComputedStyle(bar);
  return position === 'sticky' || position === 'fixed';
}

/** Publishes the header's height and the stuck bars' total height on <html> (one above the other). */
function publishHeights(): void {
  let header = 0;
  let total = 0;
  for (const [bar, { isHeader }] of bars) {
    const height = bar.getBoundingClientRect().height;
    header += isHeader ? height : 0;
    // A bar a short window leaves in the page (the review's links below 500 px) covers nothing.
    total += isStuck(bar) ? height : 0;
  }
  const root = document.documentElement.style;
  root.setProperty(SITE_HEADER_HEIGHT_VAR, `${Math.round(header)}px`);
  root.setProperty(STICKY_BARS_HEIGHT_VAR, `${Math.round(total)}px`);
}

/**
 * Marks the element on the returned ref as a bar stuck to the top of the window. While it is
 * there, its height (kept by a ResizeObserver, and on a resize of the window, which may unstick
 * it) counts in the page's scroll-padding-top, so a control reached by Tab or Shift+Tab, or a part
 * scrolled to, stops below the bars instead of under them (WCAG 2.4.11).
 */
export function useStickyBar<T extends HTMLElement>({ isHeader = false } = {}): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) {
      return undefined;
    }
    if (bars.size === 0) {
      observer = new ResizeObserver(publishHeights);
      window.addEventListener('resize', publishHeights);
    }
    bars.set(bar, { isHeader });
    // The observer reports a bar it starts observing once the page is laid out, so the heights are
    // published then: read here, they would lay the page out in the commit that draws it (issue 43).
    observer?.observe(bar);
    return () => {
      bars.delete(bar);
      observer?.unobserve(bar);
      publishHeights();
      if (bars.size === 0) {
        observer?.disconnect();
        observer = null;
        window.removeEventListener('resize', publishHeights);
      }
    };
  }, [isHeader]);
  return ref;
}
