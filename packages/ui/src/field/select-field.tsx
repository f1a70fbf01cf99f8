import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TFieldControlProps } from './field-types';
import { getRequiredMessage, getTextFieldProps } from './text-field-props';
import { useFieldFeedback } from './use-field-feedback';

/** A drop-down list of the descriptor's options. */
export function SelectField({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  touched,
  onValidityChange,
}: TFieldControlProps) {
  const message = getRequiredMessage(field, value);
  const { shownMessage, handleBlur } = useFieldFeedback({
    name: field.name,
    message,
    touched,
    error,
    onBlur,
    onValidityChange,
  });
  return (
    <TextField
      {...getTextFieldProps(field, id, shownMessage)}
      select
      value={value}
      onChange={(event) => onChange(field.name, event.target.value)}
      onBlur={handleBlur}
    >
      {(field.options ?? []).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
