import { ACTING_FOR_HEADER, AUTH_HEADER } from '@docapply/contracts';
import type { TApiAuthStorage } from './api-client';

/** Every call's headers: the stored token, and the doctor a delegate acts for. */
export function setAuthHeaders(headers: Headers, authStorage: TApiAuthStorage) {
  const token = authStorage.getToken();
  if (token) {
    headers.set(AUTH_HEADER, token);
  }
  const actingFor = authStorage.getActingFor?.();
  if (actingFor) {
    headers.set(ACTING_FOR_HEADER, actingFor);
  }
}
