import { STORAGE_KEYS } from '@docapply/contracts';
import { clearStorage, createAuthStorage, readStorage, writeStorage } from '@docapply/ui';
import { ACTING_FOR_KEY } from './acting-for-key';

const base = createAuthStorage(STORAGE_KEYS);

/** The portal's token and user record, under `access_token` and `user` (spec section 9). */
export const authStorage = {
  ...base,
  /** The doctor a delegate acts for (issue 16): every API call names them (x-acting-for). */
  getActingFor(): string | null {
    const value = readStorage(ACTING_FOR_KEY);
    return typeof value === 'string' && value ? value : null;
  },
  setActingFor: (doctorId: string) => writeStorage(ACTING_FOR_KEY, doctorId),
  // Signing out forgets the doctor too: the next person at this browser starts afresh.
  clear() {
    base.clear();
    clearStorage(ACTING_FOR_KEY);
  },
};
