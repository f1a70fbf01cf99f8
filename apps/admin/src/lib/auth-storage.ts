import { ADMIN_STORAGE_KEYS } from '@docapply/contracts';
import { createAuthStorage } from '@docapply/ui';

/** The admin site keeps its own session, apart from a doctor's session in the same browser. */
export const authStorage = createAuthStorage(ADMIN_STORAGE_KEYS);
