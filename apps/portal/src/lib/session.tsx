import { hasAnyRole } from '@docapply/contracts';
import { useSession } from '@docapply/ui';

// The session logic is shared with the admin site (@docapply/ui); the portal keeps its own keys.
export { formatUserName as formatDoctorName, useSession, type TSessionContext } from '@docapply/ui';

/** A doctor's delegate (issue 16, an office manager): fills in for the doctor, never signs. */
export function useIsDelegate(): boolean {
  return hasAnyRole(useSession().user?.roles, ['delegate']);
}
