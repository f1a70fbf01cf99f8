import { useState } from 'react';

/**
 * Keyset paging: the cursors of the pages already passed, so Previous can go back. The API only
 * knows "after this cursor"; a new `resetKey` (other filters) starts again from the first page.
 */
export function useCursorStack(resetKey: string) {
  const [state, setState] = useState<{ key: string; stack: string[] }>({ key: resetKey, stack: [] });
  // Adjusting state while rendering when the filters change: React's recommended pattern.
  const stack = state.key === resetKey ? state.stack : [];
  if (state.key !== resetKey) {
    setState({ key: resetKey, stack: [] });
  }
  return {
    cursor: stack.at(-1),
    pageNumber: stack.length + 1,
    goNext: (nextCursor: string) => setState({ key: resetKey, stack: [...stack, nextCursor] }),
    goPrevious: () => setState({ key: resetKey, stack: stack.slice(0, -1) }),
    goFirst: () => setState({ key: resetKey, stack: [] }),
  };
}
