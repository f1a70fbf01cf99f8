/** The landing page's Contact Us messages, stored for the platform administrator. */
export { createContactRoutes } from './routes';
