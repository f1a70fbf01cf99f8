import { bootSite } from '@docapply/ui';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { authStorage } from '@/lib/auth-storage';

bootSite({
  baseUrl: import.meta.env.BASE_URL,
  basename: import.meta.env.BASE_URL,
  routes: createAppRoutes(),
  authStorage,
  Provider: AppProvider,
  unavailableTitle: 'DocApply is not available right now',
});
