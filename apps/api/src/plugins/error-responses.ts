import { ZErrorBody } from '@docapply/contracts';

/** Documents the error shape next to a route's success responses (OpenAPI). */
export function withErrors<T extends Record<number, unknown>>(responses: T) {
  return { ...responses, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 429: ZErrorBody };
}
