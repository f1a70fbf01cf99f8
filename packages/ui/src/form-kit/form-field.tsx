import { useCallback } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { TFieldDescriptor } from '@docapply/contracts';
import { Field } from '../field/field';

export type TFormFieldProps<TValues extends FieldValues, TTransformed = TValues> = {
  /** A form's control, also one whose resolver turns the strings into other types (`useForm<In, Ctx, Out>`). */
  control: Control<TValues, unknown, TTransformed>;
  field: TFieldDescriptor & { name: Path<TValues> };
  termsUrl?: string;
  onValidityChange?: (name: string, message: string | null) => void;
};

/**
 * Connects a ui Field to react-hook-form: the form's schema error (or the server's) is the
 * Field's outside error, and after a submit attempt every Field shows its own message.
 */
export function FormField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  field: descriptor,
  termsUrl,
  onValidityChange,
}: TFormFieldProps<TValues, TTransformed>) {
  const { field, fieldState, formState } = useController({ control, name: descriptor.name });
  const { onChange, onBlur } = field;
  const handleChange = useCallback((_name: string, value: string) => onChange(value), [onChange]);
  const handleBlur = useCallback(() => onBlur(), [onBlur]);

  return (
    <Field
      field={descriptor}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={handleChange}
      onBlur={handleBlur}
      error={fieldState.error?.message}
      touched={formState.isSubmitted}
      termsUrl={termsUrl}
      onValidityChange={onValidityChange}
    />
  );
}
