import type { FocusEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { TFieldControlProps } from './field-types';
import { getRequiredMessage } from './text-field-props';
import { useFieldFeedback } from './use-field-feedback';

/** A group of radio buttons, one per option; arrow keys move between them. */
export function RadioField({
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
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  const helperText = shownMessage ?? field.helperText;

  // Moving between the radios of the group is not leaving the field.
  const handleGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      handleBlur();
    }
  };

  return (
    <FormControl
      error={Boolean(shownMessage) || field.error === true}
      disabled={field.disabled}
      required={field.required}
      fullWidth={field.fullWidth ?? true}
      margin={field.margin}
      style={field.style}
    >
      <FormLabel id={labelId}>{field.label ?? field.name}</FormLabel>
      <RadioGroup
        id={id}
        name={field.name}
        value={value}
        onChange={(_event, next) => onChange(field.name, next)}
        onBlur={handleGroupBlur}
        aria-labelledby={labelId}
        aria-describedby={helperText ? helperId : undefined}
        aria-required={field.required}
      >
        {(field.options ?? []).map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
