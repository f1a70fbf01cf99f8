import { useCallback, useState } from 'react';

type TRowKeys = { keys: number[]; next: number };

function fit(state: TRowKeys, count: number): TRowKeys {
  if (state.keys.length === count) {
    return state;
  }
  if (state.keys.length > count) {
    return { ...state, keys: state.keys.slice(0, count) };
  }
  const added = Array.from({ length: count - state.keys.length }, (_, i) => state.next + i);
  return { keys: [...state.keys, ...added], next: state.next + added.length };
}

/**
 * Stable React keys for a group's rows, so removing row 1 removes that row's inputs (and their
 * half-typed text) rather than the last ones. Rows added or dropped from outside get keys too.
 */
export function useRowKeys(count: number) {
  const [state, setState] = useState<TRowKeys>(() => fit({ keys: [], next: 0 }, count));
  const fitted = fit(state, count);
  if (fitted !== state) {
    setState(fitted);
  }
  const add = useCallback(() => setState((s) => fit(s, s.keys.length + 1)), []);
  const remove = useCallback(
    (index: number) => setState((s) => ({ ...s, keys: s.keys.filter((_, i) => i !== index) })),
    [],
  );
  return { keys: fitted.keys, add, remove };
}
