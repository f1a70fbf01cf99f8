import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';

/**
 * Puts the server's per-field messages (`error.fields`) on the matching inputs. Returns
 * true when at least one field was marked, so the caller can skip the generic alert.
 */
export function setServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldNames: readonly Path<TValues>[],
): boolean {
  if (!isApiError(error) || !error.fields) {
    return false;
  }
  let isMarked = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const fieldName = fieldNames.find((candidate) => candidate === name);
    if (fieldName) {
      setError(fieldName, { type: 'server', message }, { shouldFocus: !isMarked });
      isMarked = true;
    }
  }
  return isMarked;
}

/**
 * A form's failed submit: the server's field messages go on their inputs; anything else is
 * shown by the error alert (`showApiError`).
 */
export function showFormError<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldNames: readonly Path<TValues>[],
  showApiError: (error: unknown) => void,
): void {
  if (!setServerFieldErrors(error, setError, fieldNames)) {
    showApiError(error);
  }
}
