import type { OperationOutcome } from '@medplum/fhirtypes';

/** An OperationOutcome issue type (http://hl7.org/fhir/issue-type). */
export type TIssueCode =
  'invalid' | 'not-supported' | 'not-found' | 'login' | 'forbidden' | 'throttled' | 'transient' | 'exception';

export function toOperationOutcome(issueCode: TIssueCode, message: string): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code: issueCode, diagnostics: message }],
  };
}

/** The issue type for an HTTP status the API's own error body came with. */
export function issueCodeOf(statusCode: number): TIssueCode {
  switch (statusCode) {
    case 401:
      return 'login';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 429:
      return 'throttled';
    case 503:
      return 'transient';
    default:
      return statusCode >= 500 ? 'exception' : 'invalid';
  }
}
