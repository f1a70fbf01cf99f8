/** Telemedicine by proxy: each hospital's agreements with distant sites, and the distant site's privileging decision the board relies on. */
export { createTelemedicineRoutes } from './routes';
export { findProxyDecision } from './proxy-views';
