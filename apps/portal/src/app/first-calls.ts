import type { TFirstCallsRoute } from '@docapply/ui';

/**
 * The GETs each signed-in page of the portal makes as it opens, started by index.html before the
 * app's code arrives (packages/ui boot/first-calls.ts). test/first-calls.test.tsx opens each page
 * and holds this list to what the page asks for.
 */
export const FIRST_CALLS: readonly TFirstCallsRoute[] = [
  {
    path: '/dashboard',
    calls: [
      '/auth/me',
      '/hospitals/all/hospitals/with/application',
      '/appointments',
      '/formsResponse/expiring?days=90',
      '/fppe',
      '/oppe/conclusions',
      '/account/practitioner-type',
      '/supervision/requests',
    ],
  },
  // A hospital chosen: its application (opened or started); else the hospitals to choose from.
  { path: '/apply', query: 'hospital', calls: ['/applications/getApplicationByType?hospitalId=:hospital'] },
  { path: '/apply', calls: ['/hospitals/all/hospitals/with/application'] },
  {
    path: '/my/application',
    calls: ['/applications/search?page=1&pageSize=10', '/applications/all/hospitals'],
  },
];
