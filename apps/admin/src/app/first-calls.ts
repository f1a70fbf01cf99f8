import type { TFirstCallsRoute } from '@docapply/ui';

/** The review's parts that ask by the application's id alone, as they open with it. */
const REVIEW_PARTS = [
  'flags',
  'verification',
  'npdb',
  'committee-gate',
  'supervision',
  'changes',
  'telemedicine',
  'temporary-privileges',
  'decision-letter',
  'notes',
  'renewals',
];

/**
 * The GETs each signed-in page of the admin site makes as it opens, started by index.html before
 * the app's code arrives (packages/ui boot/first-calls.ts). test/first-calls.test.tsx opens each
 * page and holds this list to what the page asks for.
 */
export const FIRST_CALLS: readonly TFirstCallsRoute[] = [
  {
    path: '/applications',
    calls: [
      '/admin/applications?sort=submitted-desc',
      '/admin/applications/counts',
      '/admin/applications/filter-options',
    ],
  },
  {
    path: '/applications/:id',
    calls: ['/admin/applications/:id', ...REVIEW_PARTS.map((part) => `/admin/applications/:id/${part}`)],
  },
];
