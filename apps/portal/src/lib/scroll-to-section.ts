import { LANDING_SCROLL_OFFSET_PX } from '@docapply/contracts';

/** Smooth, unless the person asked their system for less motion. */
function getScrollBehavior(behavior: ScrollBehavior): ScrollBehavior {
  const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return prefersReducedMotion ? 'auto' : behavior;
}

/**
 * The landing sections' scroll margin: where the browser puts a section it goes to by itself
 * (/#contact opened, or a link followed before the app runs) is where scrollToSection puts it.
 */
export const SECTION_SCROLL_MARGIN_TOP = `${LANDING_SCROLL_OFFSET_PX}px`;

/**
 * Scrolls so the element with this id sits just below the sticky header (offset 90 px,
 * spec section 9). Returns false when the section is not on the page.
 */
export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const element = document.getElementById(id);
  if (!element) {
    return false;
  }
  const top = element.getBoundingClientRect().top + window.scrollY - LANDING_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: getScrollBehavior(behavior) });
  return true;
}

/**
 * Brings content that has just appeared below the fold into view: all of `element` when it fits
 * between the sticky header and the window's bottom, else its end, where `end` (its button) is.
 * The element's scroll-margin-top should be the header's height (SCROLL_BELOW_HEADER_SX).
 */
export function revealBelowHeader(element: HTMLElement | null, end: HTMLElement | null): void {
  if (!element) {
    return;
  }
  const fits = element.getBoundingClientRect().height <= window.innerHeight - LANDING_SCROLL_OFFSET_PX;
  const behavior = getScrollBehavior('smooth');
  if (fits || !end) {
    element.scrollIntoView({ block: 'nearest', behavior });
  } else {
    end.scrollIntoView({ block: 'end', behavior });
  }
}

/** The room `revealBelowHeader` leaves: under the sticky header, and a little above the window's bottom. */
export const SCROLL_BELOW_HEADER_SX = {
  scrollMarginTop: `${LANDING_SCROLL_OFFSET_PX}px`,
  scrollMarginBottom: '16px',
} as const;
