import { LANDING_SCROLL_OFFSET_PX } from '@docapply/contracts';

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
  const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion ? 'auto' : behavior });
  return true;
}
