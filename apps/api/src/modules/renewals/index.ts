/** The module's public face: other modules and the app import only this file. */
export {
  DOCUMENT_FORM_KINDS,
  loadDocuments,
  loadDocumentsByDoctor,
  type TApplicationDocument,
} from './documents';
export { createRenewalRoutes } from './routes';
