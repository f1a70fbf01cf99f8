/** The published forms a doctor fills in and an admin reviews with. */
export { findFormById, findLatestForm, type TFormRow, toFormView } from './forms';
export { createFormRoutes } from './routes';
export { findLatestFormForType } from './for-type';
