import type { InitialEntry } from 'react-router';
import { STORAGE_KEYS, type TPractitionerType, type TPublicSettings, type TUser } from '@docapply/contracts';
import { createMockApi as createSiteMockApi, renderSite, type TMockApi } from '@docapply/ui/test-kit';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';

export type { TMockApi };

export const SETTINGS: TPublicSettings = { otpMinutes: 1, minReferences: 3, legal: {} };

export const PRACTITIONER_TYPES: TPractitionerType[] = [
  {
    code: 'physician',
    name: 'Physician (MD/DO)',
    category: 'physician',
    requiresSupervision: false,
    isActive: true,
    sortOrder: 10,
    membershipCategories: ['active', 'associate', 'courtesy', 'consulting', 'affiliate', 'telemedicine'],
  },
  {
    code: 'np',
    name: 'Nurse practitioner (NP)',
    category: 'advanced_practice',
    requiresSupervision: true,
    isActive: true,
    sortOrder: 20,
    membershipCategories: ['advanced_practice', 'telemedicine'],
  },
];

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
