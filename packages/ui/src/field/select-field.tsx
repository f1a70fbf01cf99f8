import FilledInput from '@mui/material/FilledInput';
import FormHelperText from '@mui/material/FormHelperText';
import { LazySelect } from '../filters/lazy-select';
import type { TFieldControlProps } from './field-types';
import { getRequiredMessage, getTextFieldProps } from './text-field-props';
import { useFieldFeedback } from './use-field-feedback';

/**
 * A drop-down list of the descriptor's options. Its menu's code (the menu in a popover in a
 * modal) loads on first use, as a list's filters do: a form page carries none of it until then.
 */
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
  const {
    label = '',
    helperText,
    placeholder: _placeholder,
    ...props
  } = getTextFieldProps(field, id, shownMessage);
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <LazySelect
      {...props}
      label={label}
      filledInput={FilledInput}
      options={field.options ?? []}
      value={value}
      onChange={(next) => onChange(field.name, next)}
      onBlur={handleBlur}
      describedBy={helperTextId}
      below={helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    />
  );
}
