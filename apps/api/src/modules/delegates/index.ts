/** The module's public face: other modules and the app import only this file. */
export { listDraftDelegateEmails } from './delegates';
export { createDelegateRoutes } from './routes';
