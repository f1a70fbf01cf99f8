import { STORAGE_KEYS } from '@docapply/contracts';
import { createAuthStorage } from '@docapply/ui';

/** The portal's token and user record, under `access_token` and `user` (spec section 9). */
export const authStorage = createAuthStorage(STORAGE_KEYS);
