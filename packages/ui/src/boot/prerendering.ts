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

/** Events between the landing page's boot script (scripts/landing-boot.js) and bootSite. */
export const HYDRATION_EVENTS = {
  /** The app is about to take over the prerendered markup: React replays what happens from now. */
  starting: 'docapply:hydrating',
  /** The markup is live: a press made before (kept by the boot script) can be replayed. */
  done: 'docapply:hydrated',
} as const;
