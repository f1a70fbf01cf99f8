/** The live-event stream (server-sent events), each event sent only to those who may read its application. */
export { createLiveRoutes } from './routes';
