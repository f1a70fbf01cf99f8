import { Suspense } from 'react';
import { lazyComponent } from '../routes/lazy-page';
import type { TDocumentViewerProps } from './document-viewer-dialog';

export type { TDocumentViewerProps } from './document-viewer-dialog';

/** The viewer's dialog downloads when a document is first opened, not with every list of documents. */
const DocumentViewerDialog = lazyComponent(
  () => import('./document-viewer-dialog'),
  (module) => module.DocumentViewerDialog,
);
/**
 * An uploaded document read in the page, for the doctor and the office alike: a PDF in the
 * browser's own viewer, an image as it is, with a new-tab and a download option. Full screen on
 * a phone. Mounted while open; `DocumentViewer.preload` starts its download early.
 */
export const DocumentViewer = Object.assign(DocumentViewerShell, { preload: DocumentViewerDialog.preload });

function DocumentViewerShell(props: TDocumentViewerProps) {
  return (
    <Suspense fallback={null}>
      <DocumentViewerDialog {...props} />
    </Suspense>
  );
}
