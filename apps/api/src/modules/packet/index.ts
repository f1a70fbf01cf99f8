/** The committee packet: an application and its documents as one PDF. */
export { createPacketRoutes } from './routes';
