import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useAlert } from '../alerts/alert-provider';
import { showFormError } from '../form-kit/form-errors';
import { useFieldValidity } from '../form-kit/use-field-validity';

type TUseFormSubmitOptions<TValues extends FieldValues, TOutput> = {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The inputs a server's field message can land on; any other error shows as the error alert. */
  fieldNames: readonly Path<TValues>[];
  /** Saves; a rejection is shown, a resolution is the caller's to announce (and close on). */
  onSubmit: (values: TOutput) => Promise<unknown>;
};

/**
 * A form's submit with the spec's error handling: nothing is sent while a field still holds text
 * it refuses (a half-typed phone), the server's field messages go on their inputs, and any other
 * failure shows as the error alert. Pass `onValidityChange` to each FormField.
 */
export function useFormSubmit<TValues extends FieldValues, TOutput = TValues>({
  form,
  fieldNames,
  onSubmit,
}: TUseFormSubmitOptions<TValues, TOutput>) {
  const { showApiError } = useAlert();
  const { onValidityChange, hasInvalidField } = useFieldValidity();
  const submit = form.handleSubmit(async (values) => {
    if (hasInvalidField()) {
      return;
    }
    try {
      await onSubmit(values);
    } catch (error) {
      showFormError(error, form.setError, fieldNames, showApiError);
    }
  });
  return { submit, onValidityChange };
}
