/** The read-only FHIR R4 export of a hospital's medical staff (Practitioner, PractitionerRole, Organization, VerificationResult), read with its API token. */
export { createFhirRoutes } from './routes';
export { buildOwnPractitioner } from './own-practitioner';
