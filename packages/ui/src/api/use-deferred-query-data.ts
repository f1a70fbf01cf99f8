import { useDeferredValue } from 'react';

/**
 * A query's data for drawing a long list (cards, rows). A query's result re-renders at once, in
 * one task (TanStack Query reads through `useSyncExternalStore`, which React never slices); drawn
 * from a deferred copy, the list renders in slices between which the page stays responsive.
 * `isLoading` stays true until the arrived data is drawn, so placeholders keep their place.
 */
export function useDeferredQueryData<TData>(query: { data: TData | undefined; isPending: boolean }): {
  data: TData | undefined;
  isLoading: boolean;
} {
  const data = useDeferredValue(query.data);
  return { data, isLoading: data === undefined && (query.isPending || query.data !== undefined) };
}
