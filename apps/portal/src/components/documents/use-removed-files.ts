import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '@docapply/ui';
import { removeDocument } from './api/remove-document';

export type TRemovedFiles = {
  /** The document just taken off the answer at this path, while Undo is offered. */
  findRemoved(key: string): string | undefined;
  /** Takes the document off the answer at this path, keeping the file while Undo is offered. */
  markRemoved(key: string, fileId: string): void;
  /** Undo: the document back, to be put on its answer again. */
  restoreRemoved(key: string): string | undefined;
  /** No undo any more (dismissed, or the answer has another document): the file is deleted. */
  discardRemoved(key: string): void;
};

/**
 * Removing a document only detaches it from its answer: the file is deleted on the server once
 * Undo is no longer offered (the doctor dismisses the notice, puts another document there, or
 * leaves the page), so nothing is lost while it is.
 */
export function useRemovedFiles(scope: string): TRemovedFiles {
  const api = useApi();
  const [removed, setRemoved] = useState<Record<string, string>>({});
  const pending = useRef<Record<string, string>>({});

  const deleteLater = useCallback(
    (fileId: string) => {
      // A file left behind costs only storage, never an answer: a failure here is not the doctor's.
      removeDocument(api, scope, fileId).catch(() => undefined);
    },
    [api, scope],
  );

  const update = useCallback((key: string, fileId: string | undefined) => {
    const next = { ...pending.current };
    if (fileId) {
      next[key] = fileId;
    } else {
      delete next[key];
    }
    pending.current = next;
    setRemoved(next);
  }, []);

  // Leaving the page ends every Undo still offered.
  useEffect(
    () => () => {
      Object.values(pending.current).forEach(deleteLater);
      pending.current = {};
    },
    [deleteLater],
  );

  return useMemo<TRemovedFiles>(
    () => ({
      findRemoved: (key) => removed[key],
      markRemoved: (key, fileId) => {
        const earlier = pending.current[key];
        if (earlier && earlier !== fileId) {
          deleteLater(earlier);
        }
        update(key, fileId);
      },
      restoreRemoved: (key) => {
        const fileId = pending.current[key];
        update(key, undefined);
        return fileId;
      },
      discardRemoved: (key) => {
        const fileId = pending.current[key];
        if (fileId) {
          update(key, undefined);
          deleteLater(fileId);
        }
      },
    }),
    [removed, deleteLater, update],
  );
}
