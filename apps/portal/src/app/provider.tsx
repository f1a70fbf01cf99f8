import { STORAGE_KEYS } from '@docapply/contracts';
import { createSiteProvider } from '@docapply/ui';

/** Everything a page needs except the router; the doctor's session under `access_token` and `user`. */
export const AppProvider = createSiteProvider(STORAGE_KEYS);
