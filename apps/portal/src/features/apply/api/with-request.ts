import type { TReferenceRequest } from '@docapply/contracts';

/**
 * The list of requests with the server's answer for one of them: in its row's place, or last for a
 * new one (the server lists them oldest first).
 */
export function withRequest(request: TReferenceRequest) {
  return (requests: TReferenceRequest[] | undefined): TReferenceRequest[] | undefined => {
    if (!requests) {
      return requests;
    }
    return requests.some((old) => old.id === request.id)
      ? requests.map((old) => (old.id === request.id ? request : old))
      : [...requests, request];
  };
}
