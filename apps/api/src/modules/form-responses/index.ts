/** The module's public face: other modules and the app import only this file. */
export { listFileAnswers } from './answers';
export { insertPrefilledResponse } from './form-responses';
export { createFormResponseRoutes } from './routes';
