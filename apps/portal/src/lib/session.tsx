import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@docapply/contracts';
import { SessionProvider as SharedSessionProvider } from '@docapply/ui';

// The session logic is shared with the admin site (@docapply/ui); the portal keeps its own keys.
export { formatUserName as formatDoctorName, useSession, type TSessionContext } from '@docapply/ui';

/** The doctor's session, under `access_token` and `user` (spec section 9). */
export function SessionProvider({ children }: { children: ReactNode }) {
  return <SharedSessionProvider storageKeys={STORAGE_KEYS}>{children}</SharedSessionProvider>;
}
