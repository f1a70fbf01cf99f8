import { useCallback } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { TFieldDescriptor } from '@docapply/contracts';
import { Field } from '@docapply/ui';

type TFormFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  field: TFieldDescriptor & { name: Path<TValues> };
  termsUrl?: string;
  onValidityChange?: (name: string, message: string | null) => void;
};

/**
 * Connects a ui Field to react-hook-form: the form's schema error (or the server's) is the
 * Field's outside error, and after a submit attempt every Field shows its own message.
 */
export function FormField<TValues extends FieldValues>({
  control,
  field: descriptor,
  termsUrl,
  onValidityChange,
}: TFormFieldProps<TValues>) {
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
