import { validateRequired } from '@docapply/rules';
import type { TFieldDescriptor } from '@docapply/contracts';

/** The descriptor props every TextField-based control honours. */
export function getTextFieldProps(field: TFieldDescriptor, id: string, shownMessage: string | null) {
  return {
    id,
    name: field.name,
    label: field.label,
    placeholder: field.placeholder,
    disabled: field.disabled,
    variant: field.variant ?? 'outlined',
    fullWidth: field.fullWidth ?? true,
    margin: field.margin,
    style: field.style,
    required: field.required,
    error: Boolean(shownMessage) || field.error === true,
    helperText: shownMessage ?? field.helperText,
  } as const;
}

/** "Required" when a required field is empty (an unticked checkbox counts as empty). */
export function getRequiredMessage(field: TFieldDescriptor, value: string): string | null {
  return field.required ? validateRequired(value, field.type) : null;
}
