import type { ChangeEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { TFieldControlProps } from './field-types';
import { TermsLabel } from './terms-label';
import { getRequiredMessage } from './text-field-props';
import { useFieldFeedback } from './use-field-feedback';

/** Checkbox: the value is the string "true" or "false". */
export function CheckboxField(props: TFieldControlProps) {
  const { field, id, value, onChange, onBlur, error, touched, termsUrl, onValidityChange } = props;
  const message = getRequiredMessage(field, value);
  const { shownMessage, handleBlur, markTouched } = useFieldFeedback({
    name: field.name,
    message,
    touched,
    error,
    onBlur,
    onValidityChange,
  });
  const helperId = `${id}-helper-text`;
  const helperText = shownMessage ?? field.helperText;

  const handleChange = (_event: ChangeEvent<HTMLInputElement>, isChecked: boolean) => {
    markTouched();
    onChange(field.name, String(isChecked));
  };

  return (
    <FormControl
      error={Boolean(shownMessage) || field.error === true}
      disabled={field.disabled}
      fullWidth={field.fullWidth ?? true}
      margin={field.margin}
      style={field.style}
    >
      <FormControlLabel
        required={field.required}
        label={<TermsLabel label={field.label ?? field.name} termsUrl={termsUrl} />}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={value === 'true'}
            onChange={handleChange}
            onBlur={handleBlur}
            slotProps={{ input: { 'aria-describedby': helperText ? helperId : undefined } }}
          />
        }
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
