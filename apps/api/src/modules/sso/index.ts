/** Single sign-on for hospital staff: each hospital's OpenID Connect provider, and signing in through it. */
export { createSsoRoutes } from './routes';
