import type { InitialEntry } from 'react-router';
import { ADMIN_STORAGE_KEYS, type TUser } from '@docapply/contracts';
import { TEST_SITE_CONFIG, createMockApi, renderSite, type TMockApi } from '@docapply/ui/test-kit';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';

export { createMockApi, type TMockApi };

export const TEST_CONFIG = TEST_SITE_CONFIG;

export function createAdminUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 'admin-1',
    email: 'mary.staff@riverside.org',
    name: { first: 'Mary', last: 'Staff' },
    phone: null,
    roles: ['hospital_admin'],
    isEmailVerified: true,
    ...overrides,
  };
}

type TRenderAdminOptions = { user?: TUser; api?: TMockApi };

/** Renders the whole admin site (all providers, every route) at `entry`, signed in when a user is given. */
export function renderAdmin(entry: InitialEntry, { user, api = createMockApi() }: TRenderAdminOptions = {}) {
  return renderSite(entry, {
    provider: AppProvider,
    routes: createAppRoutes(),
    storageKeys: ADMIN_STORAGE_KEYS,
    token: 'admin-token',
    user,
    api,
  });
}
