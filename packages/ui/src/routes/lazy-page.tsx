import { Suspense, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { HYDRATION_EVENTS } from '../boot/prerendering';
import { FullScreenLoader } from '../components/full-screen-loader';

/** A component whose code loads on first render; `preload` starts that download early. */
export type TLazyComponent<TProps extends object = object> = LazyExoticComponent<ComponentType<TProps>> & {
  preload: () => Promise<unknown>;
  /** The import of the component's module, as written (the build reads which module it is). */
  loadModule: () => Promise<unknown>;
};
/** A page whose code loads on first visit. */
export type TLazyPage = TLazyComponent;

/**
 * A component whose code loads on first render, or earlier through `preload`. A failed download
 * (a new deployment, a lost connection) is tried again the next time, which React's `lazy` alone
 * would not do.
 */
export function lazyComponent<TModule, TProps extends object = object>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType<TProps>,
): TLazyComponent<TProps> {
  let loading: Promise<{ default: ComponentType<TProps> }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload, loadModule: load });
}

/**
 * The handlers that start downloading a part loaded on first use (a dialog's code) when the control
 * opening it is pointed at or focused, so that it is usually in by the press. A failed download
 * shows, and is tried again, when the part is drawn.
 */
export function preloadOnIntent(part: { preload: () => Promise<unknown> }) {
  const start = () => void part.preload().catch(() => undefined);
  return { onPointerEnter: start, onFocus: start };
}

/**
 * A page component loaded on first visit (spec section 2: each route loads with the
 * full-screen loader). The sites call `preload` for the page of the address they open at, so
 * its code downloads while the site's configuration does.
 */
export function lazyPage<TModule>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType,
): TLazyPage {
  return lazyComponent(load, pick);
}

let isFirstPageLive = false;

/**
 * Tells a prerendered page's boot script (scripts/prerendered-boot.js) that the page is live: its
 * effect runs once the page's own content has been hydrated (its Suspense boundary committed),
 * so what the visitor did before can be replayed on live elements. Once per load.
 */
function SignalPageLive() {
  useEffect(() => {
    if (!isFirstPageLive) {
      isFirstPageLive = true;
      window.dispatchEvent(new Event(HYDRATION_EVENTS.done));
    }
  }, []);
  return null;
}

/** The element of a route whose page loads lazily: the page, or the full-screen loader meanwhile. */
export function renderLazy(Page: ComponentType) {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Page />
      <SignalPageLive />
    </Suspense>
  );
}

/**
 * `loadModule` is the page's import as written: scripts/route-preloads.mjs reads from it which
 * module a route's page is, to list the files the route's HTML preloads.
 */
type TLazyRouteHandle = { preload?: () => Promise<unknown>; loadModule?: () => Promise<unknown> };

/** A route's element and handle for a lazy page: `preloadRoute` finds the page through the handle. */
export function lazyRoute(Page: TLazyPage): Pick<RouteObject, 'element' | 'handle'> {
  return {
    element: renderLazy(Page),
    handle: { preload: Page.preload, loadModule: Page.loadModule } satisfies TLazyRouteHandle,
  };
}

/**
 * Starts downloading the pages of the address the site opens at, in parallel with the rest
 * of its start (the configuration), instead of after the first render.
 */
export function preloadRoute(routes: RouteObject[], location: string, basename?: string): void {
  for (const match of matchRoutes(routes, location, basename) ?? []) {
    // A failure shows when the page renders (and tries again); nothing to do here.
    (match.route.handle as TLazyRouteHandle | undefined)?.preload?.().catch(() => undefined);
  }
}
