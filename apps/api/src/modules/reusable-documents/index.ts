/** Apply once: a doctor's valid document of the same kind from another application, copied into this one. */
export { listDoctorDocuments, type TDoctorDocument } from './documents';
export { createReusableDocumentRoutes } from './routes';
