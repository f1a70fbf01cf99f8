import { useCallback, useEffect, useState } from 'react';

type TUseFieldFeedbackOptions = {
  name: string;
  /** The current validation message, null when valid. */
  message: string | null;
  touched?: boolean;
  error?: string;
  onBlur?: (name: string) => void;
  onValidityChange?: (name: string, message: string | null) => void;
};

/**
 * Decides what a field shows: its own message once the user has left the field (or the
 * form asks for it), otherwise an outside error. Reports validity to the form either way.
 */
export function useFieldFeedback({
  name,
  message,
  touched,
  error,
  onBlur,
  onValidityChange,
}: TUseFieldFeedbackOptions) {
  const [isTouched, setIsTouched] = useState(false);

  useEffect(() => {
    onValidityChange?.(name, message);
    // A field removed (a list's row) or renamed no longer holds back the form's submit.
    return () => onValidityChange?.(name, null);
  }, [name, message, onValidityChange]);

  const markTouched = useCallback(() => setIsTouched(true), []);
  const handleBlur = useCallback(() => {
    setIsTouched(true);
    onBlur?.(name);
  }, [name, onBlur]);

  const shownMessage = (touched || isTouched) && message ? message : error || null;
  return { shownMessage, markTouched, handleBlur };
}
