import { getErrorMessage, isApiError } from '@docapply/ui';

/** Errors that asking again will not fix: the link itself is unknown, invalid, expired or used. */
const FINAL_STATUSES = [400, 404, 410];

export function isFinalLinkError(error: unknown): boolean {
  return isApiError(error) && FINAL_STATUSES.includes(error.statusCode);
}

/** The heading and message of a failed link. */
export function describeLinkError(error: unknown): { title: string; message: string } {
  if (isApiError(error) && error.statusCode === 410) {
    return { title: 'This link can no longer be used', message: error.message };
  }
  if (isFinalLinkError(error)) {
    return { title: 'This link is not valid', message: getErrorMessage(error) };
  }
  return { title: 'We could not open this link', message: getErrorMessage(error) };
}
