import { bootSite } from '@docapply/ui';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { clientAuthStorage } from '@/lib/auth-storage';
import { getRouterBasename } from '@/lib/router-basename';

// The runtime configuration (API base URL, doctor portal URL, ...) comes from /admin/app-config.json.
bootSite({
  baseUrl: import.meta.env.BASE_URL,
  basename: getRouterBasename(import.meta.env.BASE_URL),
  routes: createAppRoutes(),
  // Every call carries the admin's token, or the one a non-administrator's sign-in is closed with.
  authStorage: clientAuthStorage,
  Provider: AppProvider,
  unavailableTitle: 'DocApply hospital administration is not available right now',
});
