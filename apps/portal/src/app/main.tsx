import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { createDeferredApiClient, loadSiteConfig, preloadRoute } from '@docapply/ui';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { authStorage } from '@/lib/auth-storage';

const root = createRoot(document.getElementById('root') as HTMLElement);
const routes = createAppRoutes();

const loadApiClientCode = () => import('@docapply/ui/api-client');

// The page's code downloads while the configuration does, not after it; so does the API
// client's for a signed-in visitor, whose pages all read data as they open.
if (authStorage.getToken()) {
  loadApiClientCode().catch(() => undefined);
}
preloadRoute(routes, window.location.pathname, import.meta.env.BASE_URL);

/**
 * The routes without a data router: no page uses loaders or actions, and the declarative
 * router is half the code every first visit downloads.
 */
function AppRoutes() {
  return useRoutes(routes);
}

// The runtime configuration (API base URL, admin URL, ...) comes from <base>app-config.json.
loadSiteConfig(import.meta.env.BASE_URL)
  .then((config) => {
    const apiClient = createDeferredApiClient(() =>
      loadApiClientCode().then(({ createApiClient }) => createApiClient({ config, authStorage })),
    );
    // A transition: React renders the first screen in slices, between which the browser stays
    // responsive (the page's loader keeps turning), instead of in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider config={config} apiClient={apiClient}>
            <BrowserRouter basename={import.meta.env.BASE_URL}>
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
        <h1>DocApply is not available right now</h1>
        <p>The site could not load its configuration. Please try again in a few minutes.</p>
      </main>,
    );
  });
