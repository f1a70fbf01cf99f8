import type { ComponentType, ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type InitialEntry, type RouteObject } from 'react-router';
import { expect, vi, type Mock } from 'vitest';
import type { TAppointment, TPractitionerType, TSiteConfig, TUser } from '@docapply/contracts';
import type { TApiClient } from '../src/api/api-client';
import { serializeParams } from '../src/api/query-params';
import type { TFirstCallsRoute } from '../src/boot/first-calls';
import type { TAuthStorageKeys } from '../src/auth/auth-storage';

// What the portal's and the admin site's route tests share (`@docapply/ui/test-kit`).

export const TEST_SITE_CONFIG: TSiteConfig = {
  apiBaseUrl: 'https://api.test/api',
  adminUrl: 'https://hospital.test/admin/',
  doctorUrl: 'https://doctor.test/',
  httpTimeoutMs: 0,
};

/** The seeded practitioner types both sites' tests list: physician, NP, PA (issue 42). */
export const TEST_PRACTITIONER_TYPES: TPractitionerType[] = [
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
  {
    code: 'pa',
    name: 'Physician assistant (PA)',
    category: 'advanced_practice',
    requiresSupervision: true,
    isActive: true,
    sortOrder: 30,
    membershipCategories: ['advanced_practice'],
  },
];

/** An active two-year appointment at General Hospital, holding what `privileges` says. */
export function createTestAppointment(overrides: Partial<TAppointment> = {}): TAppointment {
  return {
    id: 'appointment-1',
    applicationId: 'application-1',
    hospitalId: 'hospital-1',
    hospitalName: 'General Hospital',
    startsOn: '2026-01-01',
    endsOn: '2027-12-31',
    state: 'active',
    invitedAt: null,
    lapsedAt: null,
    renewedByApplicationId: null,
    membershipCategory: null,
    privileges: [],
    ...overrides,
  };
}

export type TMockApi = { get: Mock; post: Mock; postIdempotent: Mock; put: Mock; del: Mock };

/**
 * An API client whose GETs answer one canned response per path (`gets`); writes answer what a
 * test sets with `mockResolvedValueOnce`/`mockRejectedValueOnce`. An idempotent POST is a POST:
 * `post` answers it, and records it.
 */
export function createMockApi(gets: Record<string, unknown> = {}): TMockApi {
  const post = vi.fn();
  return {
    get: vi.fn(async (path: string) => {
      if (Object.hasOwn(gets, path)) {
        return gets[path];
      }
      throw new Error(`Unexpected GET ${path}`);
    }),
    post,
    postIdempotent: vi.fn((...args: unknown[]) => post(...args)),
    put: vi.fn(),
    del: vi.fn(),
  };
}

/**
 * Waits until the page has made each GET a site's first-calls entry lists (its `:name`s filled from
 * `values`), written as the API client sends it: a page that stopped asking for one fails here.
 */
export async function expectFirstCallsMade(
  api: TMockApi,
  entry: TFirstCallsRoute,
  values: Record<string, string> = {},
): Promise<void> {
  const expected = entry.calls.map((call) => call.replace(/:(\w+)/g, (_match, name: string) => values[name]));
  const made = () =>
    api.get.mock.calls.map(([path, params]) => {
      const query = params ? serializeParams(params as Record<string, unknown>) : '';
      return query ? `${path}?${query}` : path;
    });
  // A whole site's lazy route, on a busy machine: more than waitFor's default second.
  await waitFor(() => expect(made()).toEqual(expect.arrayContaining(expected)));
}

type TSiteProviderProps = { config: TSiteConfig; apiClient: TApiClient; children: ReactNode };

export type TRenderSiteOptions = {
  /** The site's AppProvider: every provider but the router. */
  provider: ComponentType<TSiteProviderProps>;
  routes: RouteObject[];
  /** Where the site keeps its session; a user given is signed in with `token`. */
  storageKeys: TAuthStorageKeys;
  token: string;
  user?: TUser;
  api: TMockApi;
};

/** Renders a whole site (all providers, every route) at `entry`, signed in when a user is given. */
export function renderSite(entry: InitialEntry, options: TRenderSiteOptions) {
  const { provider: Provider, routes, storageKeys, token, user, api } = options;
  if (user) {
    window.localStorage.setItem(storageKeys.token, token);
    window.localStorage.setItem(storageKeys.user, JSON.stringify(user));
  }
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <Provider config={TEST_SITE_CONFIG} apiClient={api as unknown as TApiClient}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router, api };
}

/** The application form's sections A-D in the sites' fixtures, in order. */
export const APPLICATION_SECTION_TITLES = [
  'Identity and contact',
  'Education, training and licensure',
  'Practice history',
  'Disclosures',
] as const;

/** Each section of the application is a region named by its title, and shows its saved answer. */
export function expectApplicationSections(answer: string): void {
  for (const title of APPLICATION_SECTION_TITLES) {
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
  }
  expect(screen.getByText(answer)).toBeInTheDocument();
}
/**
 * Which of the queries `shown` (each named, all just read) a live event leaves to be read again:
 * the names of those its filters (a site's `TLiveQueries`) invalidate, in `shown`'s order.
 */
export async function findReadAgain<TName extends string>(
  shown: Record<TName, QueryKey>,
  filters: InvalidateQueryFilters[],
): Promise<TName[]> {
  const queryClient = new QueryClient();
  const names = Object.keys(shown) as TName[];
  for (const name of names) {
    queryClient.setQueryData<string>(shown[name], 'as read');
  }
  await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
  return names.filter((name) => queryClient.getQueryState(shown[name])?.isInvalidated === true);
}

export { seriousAxeViolations } from './axe';
