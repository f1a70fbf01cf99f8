import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router';
import { vi, type Mock } from 'vitest';
import { STORAGE_KEYS, type TPublicSettings, type TSiteConfig, type TUser } from '@docapply/contracts';
import type { TApiClient } from '@docapply/ui';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';

export const TEST_CONFIG: TSiteConfig = {
  apiBaseUrl: 'https://api.test/api',
  adminUrl: 'https://hospital.test/admin/',
  doctorUrl: 'https://doctor.test/',
  httpTimeoutMs: 0,
};

export const SETTINGS: TPublicSettings = { otpMinutes: 1, minReferences: 3, legal: {} };

export function createUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 'user-1',
    email: 'dana.doe@example.com',
    name: { first: 'Dana', last: 'Doe' },
    phone: '+1 212-555-0100',
    roles: ['doctor'],
    isEmailVerified: true,
    ...overrides,
  };
}

export type TMockApi = { get: Mock; post: Mock; put: Mock; del: Mock };

/**
 * An API client whose reads answer with one canned response each (settings, the current
 * user); writes answer whatever a test sets with `mockResolvedValueOnce`/`mockRejectedValueOnce`.
 */
export function createMockApi(user: TUser = createUser()): TMockApi {
  return {
    get: vi.fn(async (path: string) => {
      if (path === '/systemSettings/all') {
        return SETTINGS;
      }
      if (path === '/auth/me') {
        return { user };
      }
      throw new Error(`Unexpected GET ${path}`);
    }),
    post: vi.fn(),
    put: vi.fn(),
    del: vi.fn(),
  };
}

type TRenderAppOptions = { user?: TUser; api?: TMockApi };

/** Renders the whole portal (all providers, every route) at `entry`, signed in when a user is given. */
export function renderApp(entry: InitialEntry, { user, api = createMockApi(user) }: TRenderAppOptions = {}) {
  if (user) {
    window.localStorage.setItem(STORAGE_KEYS.token, 'test-token');
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  }
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [entry] });
  const view = render(
    <AppProvider config={TEST_CONFIG} apiClient={api as unknown as TApiClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, api };
}
