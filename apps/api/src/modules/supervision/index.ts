/** The supervising or collaborating physician of an advanced practice provider: named, confirmed by link or in the portal, and the limit on the privileges granted. */
export {
  assertPickWithinAgreement,
  assertSupervisionGrants,
  assertTemporaryGrantWithinAgreement,
} from './limits';
export { createSupervisionRoutes } from './routes';
