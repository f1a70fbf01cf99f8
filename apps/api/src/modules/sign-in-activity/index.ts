/** Sign-in activity: the account's own sessions (device, address, method), signing one or all of them out. */
export { createSignInActivityRoutes } from './routes';
