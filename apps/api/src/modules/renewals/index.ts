/** Document renewals: a doctor renews an expiring document everywhere; the office's expiring list. */
export {
  DOCUMENT_FORM_KINDS,
  loadDocuments,
  loadDocumentsByDoctor,
  type TApplicationDocument,
} from './documents';
export { createRenewalRoutes } from './routes';
