import { configure, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router';
import { vi, type Mock } from 'vitest';
import { ADMIN_STORAGE_KEYS, type TSiteConfig, type TUser } from '@docapply/contracts';
import type { TApiClient } from '@docapply/ui';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';

// Lazy pages load their code on first visit, which on a busy machine can take over findBy's 1 s.
configure({ asyncUtilTimeout: 5000 });

export const TEST_CONFIG: TSiteConfig = {
  apiBaseUrl: 'https://api.test/api',
  adminUrl: 'https://hospital.test/admin/',
  doctorUrl: 'https://doctor.test/',
  httpTimeoutMs: 0,
};

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

export type TMockApi = { get: Mock; post: Mock; put: Mock; del: Mock };

/**
 * An API client whose GETs answer one canned response per path (`gets`); writes answer what a
 * test sets with `mockResolvedValueOnce`/`mockRejectedValueOnce`.
 */
export function createMockApi(gets: Record<string, unknown> = {}): TMockApi {
  return {
    get: vi.fn(async (path: string) => {
      if (path in gets) {
        return gets[path];
      }
      throw new Error(`Unexpected GET ${path}`);
    }),
    post: vi.fn(),
    put: vi.fn(),
    del: vi.fn(),
  };
}

type TRenderAdminOptions = { user?: TUser; api?: TMockApi };

/** Renders the whole admin site (all providers, every route) at `entry`, signed in when a user is given. */
export function renderAdmin(entry: InitialEntry, { user, api = createMockApi() }: TRenderAdminOptions = {}) {
  if (user) {
    window.localStorage.setItem(ADMIN_STORAGE_KEYS.token, 'admin-token');
    window.localStorage.setItem(ADMIN_STORAGE_KEYS.user, JSON.stringify(user));
  }
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [entry] });
  const view = render(
    <AppProvider config={TEST_CONFIG} apiClient={api as unknown as TApiClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, api };
}
