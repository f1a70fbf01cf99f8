import type { InitialEntry } from 'react-router';
import { STORAGE_KEYS, type TPractitionerType, type TPublicSettings, type TUser } from '@docapply/contracts';
import {
  TEST_PRACTITIONER_TYPES,
  createMockApi as createSiteMockApi,
  renderSite,
  type TMockApi,
} from '@docapply/ui/test-kit';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';

export type { TMockApi };

export const SETTINGS: TPublicSettings = { otpMinutes: 1, minReferences: 3, legal: {} };

/** The active types (physician and NP; the portal's tests need no third). */
export const PRACTITIONER_TYPES: TPractitionerType[] = TEST_PRACTITIONER_TYPES.slice(0, 2);

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

/**
 * An API client whose reads answer with one canned response each (settings, the current
 * user); writes answer whatever a test sets with `mockResolvedValueOnce`/`mockRejectedValueOnce`.
 */
export function createMockApi(user: TUser = createUser()): TMockApi {
  return createSiteMockApi({
    '/systemSettings/all': SETTINGS,
    '/auth/me': { user },
    '/practitioner-types': { data: PRACTITIONER_TYPES },
    '/account/practitioner-type': { type: PRACTITIONER_TYPES[0], canChange: true },
  });
}

type TRenderAppOptions = { user?: TUser; api?: TMockApi };

/** Renders the whole portal (all providers, every route) at `entry`, signed in when a user is given. */
export function renderApp(entry: InitialEntry, { user, api = createMockApi(user) }: TRenderAppOptions = {}) {
  return renderSite(entry, {
    provider: AppProvider,
    routes: createAppRoutes(),
    storageKeys: STORAGE_KEYS,
    token: 'test-token',
    user,
    api,
  });
}
