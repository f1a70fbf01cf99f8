import { z } from 'zod';

/**
 * The FHIR export (/api/fhir/r4): FHIR's own JSON, not the API's `{ result }` envelope. Resources
 * are checked against FHIR R4 by the tests (@medplum/core's validator); here only their shape's
 * frame. Errors are OperationOutcome resources (ADR 20).
 */
export const ZFhirResource = z.looseObject({ resourceType: z.string() });

/** A search's query string: FHIR repeats a parameter (`_lastUpdated=gt…&_lastUpdated=lt…`). */
export const ZFhirSearchQuery = z.record(
  z.string().max(100),
  z.union([z.string().max(2000), z.array(z.string().max(2000)).max(20)]),
);

export const ZFhirReadParams = z.strictObject({ id: z.string().max(100) });
