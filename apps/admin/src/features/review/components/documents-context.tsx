import { Suspense, createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { TFileInfo } from '@docapply/contracts';
import { lazyComponent } from '@docapply/ui';

const DocumentViewer = lazyComponent(
  () => import('./document-viewer-dialog'),
  (module) => module.DocumentViewer,
);

type TDocuments = {
  findFile(id: string): TFileInfo | undefined;
  openDocument(id: string): void;
};

const DocumentsContext = createContext<TDocuments | null>(null);

type TDocumentsProviderProps = { scope: string; files: readonly TFileInfo[]; children: ReactNode };

/**
 * A file answer holds only the file's id: this knows the application's files by id (name, type,
 * size) and shows one at a time in the viewer.
 */
export function DocumentsProvider({ scope, files, children }: TDocumentsProviderProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const openDocument = useCallback((id: string) => setOpenId(id), []);
  const value = useMemo<TDocuments>(() => {
    const byId = new Map(files.map((file) => [file.id, file]));
    return { findFile: (id) => byId.get(id), openDocument };
  }, [files, openDocument]);
  const openFile = openId ? value.findFile(openId) : undefined;
  return (
    <DocumentsContext.Provider value={value}>
      {children}
      {openId ? (
        <Suspense fallback={null}>
          <DocumentViewer scope={scope} fileId={openId} file={openFile} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </DocumentsContext.Provider>
  );
}

export function useDocuments(): TDocuments {
  const context = useContext(DocumentsContext);
  if (!context) {
    throw new Error('useDocuments must be used inside <DocumentsProvider>');
  }
  return context;
}
