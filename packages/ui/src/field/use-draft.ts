import { useState } from 'react';

/**
 * Local state for a field whose text may differ from the stored value (a half-typed phone,
 * an invalid email or date). An outside change of `value` (a form reset, loaded data)
 * replaces the draft; the field's own emitted values do not.
 */
export function useDraft<TDraft>(
  value: string,
  toDraft: (value: string) => TDraft,
  onEmit: (value: string) => void,
) {
  const [draft, setDraft] = useState<TDraft>(() => toDraft(value));
  const [previousValue, setPreviousValue] = useState(value);
  const [lastEmitted, setLastEmitted] = useState<string | null>(null);

  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== lastEmitted) {
      setDraft(toDraft(value));
    }
  }

  const emit = (next: string) => {
    setLastEmitted(next);
    onEmit(next);
  };

  return { draft, setDraft, emit };
}
