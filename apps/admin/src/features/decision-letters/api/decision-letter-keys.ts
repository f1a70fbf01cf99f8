import { adminApplicationKeys } from '@/lib/query-keys';

/**
 * Query keys of the decision letters: an application's letter sits under the application's own
 * prefix (a decision heard live reaches it); a hospital's letter settings under their own.
 */
export const decisionLetterKeys = {
  letter: (applicationId: string) =>
    [...adminApplicationKeys.application(applicationId), 'decision-letter'] as const,
  settings: (hospitalId: string) => ['letter-settings', hospitalId] as const,
};

export function getDecisionLetterPath(applicationId: string): string {
  return `/admin/applications/${encodeURIComponent(applicationId)}/decision-letter`;
}

export function getLetterSettingsPath(hospitalId: string): string {
  return `/admin/hospitals/${encodeURIComponent(hospitalId)}/letter-settings`;
}
