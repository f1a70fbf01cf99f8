/** The short links that emails carry. */
export { createShortUrlRoutes } from './routes';
export { createShortUrl } from './short-urls';
