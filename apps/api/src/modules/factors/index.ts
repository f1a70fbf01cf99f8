/** Second factors: authenticator apps (TOTP), passkeys (WebAuthn) and recovery codes, set up on the security page, used at sign-in and for a fresh step-up before a signature. */
export { createFactorRoutes } from './routes';
export { useStepUp } from './step-up';
