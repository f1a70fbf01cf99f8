/** Privilege suspension: the office's summary suspension of a practitioner's privileges, and their reinstatement, with the practitioner's mail and the webhooks. */
export { createPrivilegeSuspensionRoutes } from './routes';
