/** Hospitals as doctors see them: the open list, what applying takes, their admins' addresses. */
export { toHospitalView } from './hospitals';
export { createHospitalRoutes } from './routes';
