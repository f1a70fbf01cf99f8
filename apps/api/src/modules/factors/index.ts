/** Second factors: authenticator apps (TOTP), passkeys (WebAuthn) and recovery codes, set up on the security page and used at sign-in. */
export { createFactorRoutes } from './routes';
