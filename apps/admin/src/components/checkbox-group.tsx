import type { Ref } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';

export type TCheckboxOption<TValue extends string> = { value: TValue; label: string };

type TCheckboxGroupProps<TValue extends string> = {
  legend: string;
  options: readonly TCheckboxOption<TValue>[];
  /** The ticked values, in the order they were ticked. */
  value: readonly TValue[];
  onChange: (values: TValue[]) => void;
  onBlur?: () => void;
  /** Shown in place of the helper text, and marks the group invalid. */
  error?: string | null;
  helperText?: string;
  /** The first box's input, so a form can move focus to the field with an error. */
  inputRef?: Ref<HTMLInputElement>;
};

/** A fieldset of boxes under one legend: its message (or its error) under them. */
export function CheckboxGroup<TValue extends string>({
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  inputRef,
}: TCheckboxGroupProps<TValue>) {
  const helper = error || helperText;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup row>
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={value.includes(option.value)}
                onChange={(_event, isChecked) =>
                  onChange(
                    isChecked ? [...value, option.value] : value.filter((item) => item !== option.value),
                  )
                }
                onBlur={onBlur}
                slotProps={{ input: index === 0 && inputRef ? { ref: inputRef } : {} }}
              />
            }
          />
        ))}
      </FormGroup>
      {helper ? <FormHelperText>{helper}</FormHelperText> : null}
    </FormControl>
  );
}
