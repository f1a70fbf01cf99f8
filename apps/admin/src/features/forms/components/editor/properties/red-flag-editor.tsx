import { useId } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import type { TFormField } from '@docapply/rules';
import { HAS_RED_FLAG } from '../field-types';
import { withProp } from './prop-controls';

const CHECKBOX_ANSWERS = [
  { value: 'true', label: 'Ticked' },
  { value: 'false', label: 'Not ticked' },
];

type TRedFlagEditorProps = {
  field: TFormField;
  onChange: (field: TFormField) => void;
  issueAt: (prop: string) => string | undefined;
};

/**
 * "Red flag when the answer is": the answers of a choice, drop-down or checkbox that the review
 * lists at its top, counts in the queue and prints in the packet (packages/rules red-flags).
 */
export function RedFlagEditor({ field, onChange, issueAt }: TRedFlagEditorProps) {
  const helpId = useId();
  if (!HAS_RED_FLAG.has(field.type)) {
    return null;
  }
  const chosen = field.flagWhen ?? [];
  const options = field.type === 'checkbox' ? CHECKBOX_ANSWERS : (field.options ?? []);
  // An answer whose option was since removed stays listed, ticked, so it can be unticked.
  const missing = chosen
    .filter((value) => !options.some((option) => option.value === value))
    .map((value) => ({ value, label: `Missing option (${value})` }));
  const answers = [...options, ...missing];
  const error = issueAt('flagWhen');
  const toggle = (value: string, isOn: boolean) => {
    // Kept in the options' order; none chosen removes the property.
    const next = answers
      .map((answer) => answer.value)
      .filter((candidate) => (candidate === value ? isOn : chosen.includes(candidate)));
    onChange(withProp(field, 'flagWhen', next.length > 0 ? next : undefined));
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} aria-describedby={helpId}>
      <FormLabel component="legend">Red flag when the answer is</FormLabel>
      {answers.length === 0 ? null : (
        <FormGroup>
          {answers.map((answer) => (
            <FormControlLabel
              key={answer.value}
              label={answer.label}
              control={
                <Checkbox
                  checked={chosen.includes(answer.value)}
                  onChange={(event) => toggle(answer.value, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      <FormHelperText id={helpId}>
        {error ??
          (answers.length === 0
            ? 'Add options first'
            : 'The review lists these answers at its top for the office to look at first')}
      </FormHelperText>
    </FormControl>
  );
}
