/** The profile a practitioner carries: their answers and documents exported as one zip, and imported (documents pending their confirmation). */
export { buildNoPractitioner, type TPractitionerBuilder } from './export-archive';
export { createProfileArchiveRoutes } from './routes';
