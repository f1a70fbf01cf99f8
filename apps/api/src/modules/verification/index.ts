/** The module's public face: other modules and the app import only this file. */
export { findVerificationBlock } from './finalise';
export { createVerificationCheckRoutes } from './npi/routes';
export { loadPolicy, sortItems } from './policy';
export { writeVerification } from './record';
export { createVerificationRoutes } from './routes';
export { toNameKey } from './subject';
export { buildApplicationVerification } from './views';
export { VERIFICATION_EVENTS } from './events';
