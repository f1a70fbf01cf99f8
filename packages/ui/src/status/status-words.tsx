import { createContext, useContext, type ReactNode } from 'react';
import { statusLabel, type TApplicationStatus } from '@docapply/contracts';

/** The words a site shows for an application's status. */
export type TStatusWords = (status: TApplicationStatus) => string;

// The office's words unless a site says otherwise: the portal gives doctors plain words.
const StatusWordsContext = createContext<TStatusWords>(statusLabel);

export function StatusWordsProvider({ words, children }: { words: TStatusWords; children: ReactNode }) {
  return <StatusWordsContext.Provider value={words}>{children}</StatusWordsContext.Provider>;
}

/** This site's words for a status (chips, timeline, any sentence that names a status). */
export function useStatusWords(): TStatusWords {
  return useContext(StatusWordsContext);
}
