import { adminApplicationKeys } from '@/lib/query-keys';

/**
 * Query keys of the review page: the application as the office sees it, and each of its parts
 * under the same application, so a decision or a change heard live reads them again.
 */
export const reviewKeys = {
  detail: (applicationId: string) => [...adminApplicationKeys.application(applicationId), 'review'] as const,
  notes: (applicationId: string) => [...adminApplicationKeys.application(applicationId), 'notes'] as const,
  changes: (applicationId: string) =>
    [...adminApplicationKeys.application(applicationId), 'changes'] as const,
  /** Two submissions compared: under the changes, so what re-reads them re-reads it. */
  comparison: (applicationId: string, pair: { from: number; to: number }) =>
    [...adminApplicationKeys.application(applicationId), 'changes', 'compare', pair.from, pair.to] as const,
  flags: (applicationId: string) => [...adminApplicationKeys.application(applicationId), 'flags'] as const,
  renewals: (applicationId: string) =>
    [...adminApplicationKeys.application(applicationId), 'renewals'] as const,
  audit: (applicationId: string) => [...adminApplicationKeys.application(applicationId), 'audit'] as const,
  reappointmentChanges: (applicationId: string) =>
    [...adminApplicationKeys.application(applicationId), 'reappointment-changes'] as const,
  practiceEvidence: (applicationId: string) =>
    [...adminApplicationKeys.application(applicationId), 'practice-evidence'] as const,
  supervision: (applicationId: string) =>
    [...adminApplicationKeys.application(applicationId), 'supervision'] as const,
  /** Who an application of the hospital can be assigned to. */
  assignees: (hospitalId: string) => ['hospital-admins', hospitalId] as const,
};
