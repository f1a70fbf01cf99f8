import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { createApiClient, loadSiteConfig } from '@docapply/ui';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { clientAuthStorage } from '@/lib/auth-storage';
import { getRouterBasename } from '@/lib/router-basename';

const root = createRoot(document.getElementById('root') as HTMLElement);

// The runtime configuration (API base URL, doctor portal URL, ...) comes from /admin/app-config.json.
loadSiteConfig(import.meta.env.BASE_URL)
  .then((config) => {
    // Every call carries the admin's token (x-auth-token); a 401 clears it and reloads (spec section 8).
    const apiClient = createApiClient({ config, authStorage: clientAuthStorage });
    const router = createBrowserRouter(createAppRoutes(), {
      basename: getRouterBasename(import.meta.env.BASE_URL),
    });
    root.render(
      <StrictMode>
        <AppProvider config={config} apiClient={apiClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
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
