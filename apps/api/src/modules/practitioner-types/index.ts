/** Practitioner types (physician, NP, PA, …): the list, an account's type, and choosing one. */
export { createPractitionerTypeRoutes } from './routes';
export {
  areKnownPractitionerTypes,
  findPractitionerType,
  isForPractitionerType,
  getMembershipCategories,
  getPractitionerType,
  listPractitionerTypes,
  requireSelectablePractitionerType,
} from './types';
