import { applicationKeys } from '@/lib/query-keys';

/** Query keys of the dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  currentUser: () => [...dashboardKeys.all, 'current-user'] as const,
  appointments: () => [...dashboardKeys.all, 'appointments'] as const,
  fppes: () => [...dashboardKeys.all, 'fppes'] as const,
  oppeConclusions: () => [...dashboardKeys.all, 'oppe-conclusions'] as const,
  /** The practitioner's own type and whether it may still change (issue 42). */
  practitionerType: () => [...dashboardKeys.all, 'practitioner-type'] as const,
  /** Requests naming this physician as an advanced practice provider's supervisor (issue 42). */
  supervisionRequests: () => [...dashboardKeys.all, 'supervision-requests'] as const,
  /** Under the applications' root: a change to their answers (a renewal) marks it stale. */
  expiringDocuments: (days: number) => [...applicationKeys.all, 'expiring-documents', days] as const,
};
