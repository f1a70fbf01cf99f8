import type { OperationOutcome } from '@medplum/fhirtypes';

/** An OperationOutcome issue type (http://hl7.org/fhir/issue-type). */
export type TIssueCode =
  'invalid' | 'not-supported' | 'not-found' | 'login' | 'forbidden' | 'throttled' | 'transient' | 'exception';

/** The API's error codes (packages/contracts errors.ts), as an issue's `details`. */
export const ERROR_CODE_SYSTEM = 'https://docapply.org/fhir/CodeSystem/error';

/**
 * The API's error as an OperationOutcome: one issue, or one per field named (its `expression`),
 * each carrying the API's error code in `details` and the message in `diagnostics`.
 */
export function toOperationOutcome(
  issueCode: TIssueCode,
  error: { code: string; message: string; fields?: Record<string, string> },
): OperationOutcome {
  const details = { coding: [{ system: ERROR_CODE_SYSTEM, code: error.code }], text: error.message };
  const fields = Object.entries(error.fields ?? {});
  return {
    resourceType: 'OperationOutcome',
    issue:
      fields.length > 0
        ? fields.map(([field, message]) => ({
            severity: 'error',
            code: issueCode,
            details,
            diagnostics: message,
            expression: [field],
          }))
        : [{ severity: 'error', code: issueCode, details, diagnostics: error.message }],
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
