import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { createDeferredApiClient, loadSiteConfig, preloadRoute } from '@docapply/ui';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { clientAuthStorage } from '@/lib/auth-storage';
import { getRouterBasename } from '@/lib/router-basename';

const root = createRoot(document.getElementById('root') as HTMLElement);
const routes = createAppRoutes();
const basename = getRouterBasename(import.meta.env.BASE_URL);

const loadApiClientCode = () => import('@docapply/ui/api-client');

// The page's code downloads while the configuration does, not after it; so does the API
// client's for a signed-in visitor, whose pages all read data as they open.
if (clientAuthStorage.getToken()) {
  loadApiClientCode().catch(() => undefined);
}
preloadRoute(routes, window.location.pathname, basename);

/** The routes without a data router: no page uses loaders or actions (see the portal's main.tsx). */
function AppRoutes() {
  return useRoutes(routes);
}

// The runtime configuration (API base URL, doctor portal URL, ...) comes from /admin/app-config.json.
loadSiteConfig(import.meta.env.BASE_URL)
  .then((config) => {
    // Every call carries the admin's token (x-auth-token); a 401 clears it and reloads (spec section 8).
    const apiClient = createDeferredApiClient(() =>
      loadApiClientCode().then(({ createApiClient }) =>
        createApiClient({ config, authStorage: clientAuthStorage }),
      ),
    );
    // A transition: React renders the first screen in slices, between which the browser stays
    // responsive, instead of in one long task (see the portal's main.tsx).
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider config={config} apiClient={apiClient}>
            <BrowserRouter basename={basename}>
              <AppRoutes />
            </BrowserRouter>
          </AppProvider>
        </StrictMode>,
      ),
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', textAlign: 'center' }}>
        <h1>DocApply hospital administration is not available right now</h1>
        <p>The site could not load its configuration. Please try again in a few minutes.</p>
      </main>,
    );
  });
