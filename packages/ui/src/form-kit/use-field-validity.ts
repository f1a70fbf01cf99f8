import { useCallback, useRef } from 'react';

/**
 * Collects what each ui Field says about its own text. An invalid email or phone never
 * reaches the form's values (spec section 5), so an optional field holding a half-typed
 * number would otherwise pass the schema: the submit handler asks `hasInvalidField()` too.
 */
export function useFieldValidity() {
  const messages = useRef(new Map<string, string>());

  const onValidityChange = useCallback((name: string, message: string | null) => {
    if (message) {
      messages.current.set(name, message);
    } else {
      messages.current.delete(name);
    }
  }, []);

  const hasInvalidField = useCallback(() => messages.current.size > 0, []);

  return { onValidityChange, hasInvalidField };
}
