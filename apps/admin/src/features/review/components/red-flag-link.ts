import type { MouseEvent } from 'react';
import type { TRedFlag } from '@docapply/contracts';
import { PART_ANCHORS, fieldAnchor } from './field-anchor';
import { sectionAnchor } from './review-section-nav';

/** Where a flag leads, best first: its field, then its section or part of the review. */
export function listFlagTargets(flag: TRedFlag): string[] {
  const part = flag.place in PART_ANCHORS ? PART_ANCHORS[flag.place as keyof typeof PART_ANCHORS] : null;
  return [
    ...(flag.formKey && flag.fieldKey ? [fieldAnchor(flag.formKey, flag.fieldKey)] : []),
    part ?? sectionAnchor(flag.place),
  ];
}

/**
 * Scrolls to the first target on the page and moves focus there, so a keyboard or screen reader
 * user goes on reading at the answer (a reference's answers have no anchor of their own: its part).
 */
export function goToFlag(event: MouseEvent<HTMLAnchorElement>, targets: readonly string[]): void {
  const target = targets.map((id) => document.getElementById(id)).find((element) => element !== null);
  if (!target) {
    return;
  }
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
  }
  // Centred, the answer stays clear of the sticky header and the review's links.
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
}
