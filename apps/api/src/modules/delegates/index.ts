/** A doctor's delegates: invited office managers who fill in the doctor's drafts until revoked. */
export { listDraftDelegateEmails } from './delegates';
export { createDelegateRoutes } from './routes';
