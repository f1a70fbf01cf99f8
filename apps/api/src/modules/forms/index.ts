/** The module's public face: other modules and the app import only this file. */
export { findFormById, findLatestForm, type TFormRow, toFormView } from './forms';
export { createFormRoutes } from './routes';
