import { StrictMode, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import type { TSiteConfig } from '@docapply/contracts';
import type { TApiAuthStorage, TApiClient } from '../api/api-client';
import { createDeferredApiClient } from '../api/deferred-api-client';
import { loadSiteConfig } from '../config/site-config';
import { fetchEarly, takeFirstGet } from './first-calls';
import { FIRST_INPUT_EVENTS } from '../routes/load-once';
import { preloadRoute } from '../routes/lazy-page';

export type TBootSiteOptions = {
  /** Vite's `import.meta.env.BASE_URL`: where app-config.json is. */
  baseUrl: string;
  /** The router's basename. */
  basename: string;
  routes: RouteObject[];
  /** What the API client reads the token (and a delegate's doctor) from, and clears on a 401. */
  authStorage: TApiAuthStorage;
  /** The site's providers (SiteProviders with its storage keys). */
  Provider: ComponentType<{ config: TSiteConfig; apiClient: TApiClient; children: ReactNode }>;
  /** The heading shown when the configuration cannot be loaded. */
  unavailableTitle: string;
};

const loadApiClientCode = () => import('../api/api-client');

/**
 * Starts a site: its routes without a data router (no page uses loaders or actions, and the
 * declarative router is half the code every first visit downloads), rendered once the runtime
 * configuration (API base URL, the other site's URL, ...) has come from <base>app-config.json.
 */
export function bootSite({
  baseUrl,
  basename,
  routes,
  authStorage,
  Provider,
  unavailableTitle,
}: TBootSiteOptions) {
  const container = document.getElementById('root') as HTMLElement;
  // A page prerendered at build time (the portal's landing and login, scripts/prerender-pages.mjs)
  // is taken over as it is, keeping what the visitor focused or typed; a signed-in visitor's
  // page differs from it (their header, a redirect), so theirs is drawn afresh.
  const isPrerendered = 'prerendered' in container.dataset && !authStorage.getToken();

  // The page's code downloads while the configuration does, not after it. The API client's comes
  // with the first call the page's HTML did not make, or the visitor's first press of a key or
  // pointer (what leads to a call nearly always starts with one), whichever comes first.
  preloadRoute(routes, window.location.pathname, basename);
  if (authStorage.getToken()) {
    for (const type of FIRST_INPUT_EVENTS) {
      window.addEventListener(type, () => void loadApiClientCode().catch(() => undefined), {
        capture: true,
        passive: true,
        once: true,
      });
    }
  }

  function AppRoutes() {
    return useRoutes(routes);
  }

  loadSiteConfig(baseUrl)
    .then((config) => {
      // Every call carries the stored token (x-auth-token); a 401 clears it and reloads (spec section 8).
      const apiClient = createDeferredApiClient(
        () => loadApiClientCode().then(({ createApiClient }) => createApiClient({ config, authStorage })),
        (path, params) => takeFirstGet(config.apiBaseUrl, authStorage, path, params),
        (path, request) => fetchEarly(config, authStorage, path, request),
      );
      const app = (
        <StrictMode>
          <Provider config={config} apiClient={apiClient}>
            <BrowserRouter basename={basename}>
              <AppRoutes />
            </BrowserRouter>
          </Provider>
        </StrictMode>
      );
      if (isPrerendered) {
        hydrateRoot(container, app);
        return;
      }
      // A transition: React renders the first screen in slices, between which the browser stays
      // responsive (the page's loader keeps turning), instead of in one long task.
      const root = createRoot(container);
      startTransition(() => root.render(app));
    })
    .catch((error: unknown) => {
      console.error(error);
      createRoot(container).render(
        <main style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', textAlign: 'center' }}>
          <h1>{unavailableTitle}</h1>
          <p>The site could not load its configuration. Please try again in a few minutes.</p>
        </main>,
      );
    });
}
