import type { TRequestKind } from '@docapply/contracts';
import { applicationKeys } from '@/lib/query-keys';

/** Query keys of the apply pages: a hospital's requirements, and the people an application asks. */
export const applyKeys = {
  all: ['apply'] as const,
  hospitalPreview: (hospitalId: string) => [...applyKeys.all, 'hospital-preview', hospitalId] as const,
  /** Peer references, or the covering physician. */
  requests: (kind: TRequestKind, applicationId: string) =>
    [...applyKeys.all, 'requests', kind, applicationId] as const,
  /** On a reappointment: last time's people, offered to be asked again (issue 43). */
  previousPeople: (applicationId: string) => [...applyKeys.all, 'previous-people', applicationId] as const,
  /** The physician agreement of an advanced practice provider (issue 42). */
  supervision: (applicationId: string) => [...applicationKeys.detail(applicationId), 'supervision'] as const,
  supervisionPhysicians: (applicationId: string, q: string) =>
    [...applyKeys.all, 'supervision-physicians', applicationId, q] as const,
  /** Under the applications' root: a submit or a save marks it stale with the rest of them. */
  openApplication: (hospitalId: string) => [...applicationKeys.all, 'open', hospitalId] as const,
};
