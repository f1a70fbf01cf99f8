import { STORAGE_KEYS, doctorStatusLabel } from '@docapply/contracts';
import { createSiteProvider } from '@docapply/ui';

/**
 * Everything a page needs except the router; the doctor's session under `access_token` and `user`,
 * and the doctor's plain words for statuses.
 */
export const AppProvider = createSiteProvider(STORAGE_KEYS, doctorStatusLabel);
