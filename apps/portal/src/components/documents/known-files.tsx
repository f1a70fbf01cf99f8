import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { TFileInfo } from '@docapply/contracts';
import { useRemovedFiles, type TRemovedFiles } from './use-removed-files';

type TKnownFiles = TRemovedFiles & {
  /** Where the files live: the application id (the `a` of /gcs/{verb}/{a}/{b}). */
  scope: string;
  findFile(id: string): TFileInfo | undefined;
  addFile(file: TFileInfo): void;
};

const KnownFilesContext = createContext<TKnownFiles | null>(null);

type TKnownFilesProviderProps = { scope: string; files: readonly TFileInfo[]; children: ReactNode };

/**
 * A file answer holds only the file's id; this remembers names and sizes (from the application's
 * file list and from uploads made on this page) so the document fields can show them, and the
 * documents removed on this page while Undo is offered (across the steps of the form).
 */
export function KnownFilesProvider({ scope, files, children }: TKnownFilesProviderProps) {
  const [uploaded, setUploaded] = useState<TFileInfo[]>([]);
  const addFile = useCallback((file: TFileInfo) => setUploaded((current) => [...current, file]), []);
  const removedFiles = useRemovedFiles(scope);
  const value = useMemo<TKnownFiles>(() => {
    const byId = new Map([...files, ...uploaded].map((file) => [file.id, file]));
    return { ...removedFiles, scope, findFile: (id) => byId.get(id), addFile };
  }, [scope, files, uploaded, addFile, removedFiles]);
  return <KnownFilesContext.Provider value={value}>{children}</KnownFilesContext.Provider>;
}

export function useKnownFiles(): TKnownFiles {
  const context = useContext(KnownFilesContext);
  if (!context) {
    throw new Error('useKnownFiles must be used inside <KnownFilesProvider>');
  }
  return context;
}
