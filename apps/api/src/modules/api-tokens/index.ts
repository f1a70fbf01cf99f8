/** Hospital API tokens: created, listed and revoked by the hospital's admins; what the FHIR export and the privileges feed authenticate. */
export { createApiTokenRoutes } from './routes';
export { getApiToken, requireApiToken, type TApiTokenAuth } from './guard';
