/** Primary-source verification: checklist per submission, evidence, the NPI check, the finalise rule. */
export { findVerificationBlock } from './finalise';
export { createVerificationCheckRoutes } from './npi/routes';
export { isRequired, listItems, loadPolicy, sortItems } from './policy';
export { writeVerification } from './record';
export { createVerificationRoutes } from './routes';
export { toNameKey } from './subject';
export { buildApplicationVerification } from './views';
export { VERIFICATION_EVENTS } from './events';
export { readVerificationAnswers, type TAnswerSource, type TVerificationAnswers } from './answers';
