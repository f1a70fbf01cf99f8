/** The covering physician's request, on the references' request routes. */
export { createCoverageRoutes } from './routes';
