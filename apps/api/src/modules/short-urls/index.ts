/** The module's public face: other modules and the app import only this file. */
export { createShortUrlRoutes } from './routes';
export { createShortUrl } from './short-urls';
