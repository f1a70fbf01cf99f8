import { useDeferredValue } from 'react';

export type TDeferredQueryDataOptions = {
  /**
   * Defer only the first answer (a large page drawn once, such as a form or a review): later ones,
   * after a change the page made, draw at once, so what the page shows agrees at once with what it
   * says was saved.
   */
  isFirstOnly?: boolean;
};

/**
 * A query's data for drawing a long list (cards, rows) or a large page. A query's result re-renders
 * at once, in one task (TanStack Query reads through `useSyncExternalStore`, which React never
 * slices); drawn from a deferred copy, it renders in slices between which the page stays
 * responsive. `isLoading` stays true until the arrived data is drawn, so placeholders keep their
 * place.
 */
export function useDeferredQueryData<TData>(
  query: { data: TData | undefined; isPending: boolean },
  { isFirstOnly = false }: TDeferredQueryDataOptions = {},
): {
  data: TData | undefined;
  isLoading: boolean;
} {
  const deferred = useDeferredValue(query.data);
  const data = isFirstOnly && deferred !== undefined ? query.data : deferred;
  return { data, isLoading: data === undefined && (query.isPending || query.data !== undefined) };
}
