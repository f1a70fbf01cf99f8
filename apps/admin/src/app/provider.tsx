import { ADMIN_STORAGE_KEYS } from '@docapply/contracts';
import { createSiteProvider } from '@docapply/ui';

/** Everything a page needs except the router; its own session keys keep a doctor's session apart. */
export const AppProvider = createSiteProvider(ADMIN_STORAGE_KEYS);
