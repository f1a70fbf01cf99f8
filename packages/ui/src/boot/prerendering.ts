import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while a page renders at build time (the portal's prerendered landing page) and while the
 * browser hydrates that markup; false on every later render, and from the start in a site that
 * starts without markup. What depends on the browser (its width) renders its build-time form
 * then, a form right at any width, and narrows once the page is live.
 */
export function useIsPrerendering(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}

/** Events between a prerendered page's boot script (scripts/prerendered-boot.js) and the site. */
export const HYDRATION_EVENTS = {
  /** The page is live: what the visitor did before (kept by the boot script) is replayed. */
  done: 'docapply:hydrated',
} as const;
