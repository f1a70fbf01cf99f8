import { adminApplicationKeys } from '@/lib/query-keys';

/** Under the application's keys, so a decision or a change heard live reads the grants again. */
export const temporaryPrivilegeKeys = {
  application: (applicationId: string) =>
    [...adminApplicationKeys.application(applicationId), 'temporary-privileges'] as const,
};

export const temporaryPrivilegesPath = (applicationId: string) =>
  `/admin/applications/${encodeURIComponent(applicationId)}/temporary-privileges`;
