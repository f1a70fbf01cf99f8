import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  type SxProps,
  type Theme,
} from '@mui/material';

type TFormCheckboxProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  /** A boolean of the form's values. */
  name: Path<TValues>;
  label: ReactNode;
  /** The input's own name when the visible label is not enough out of context ("Item 2 required"). */
  inputLabel?: string;
  sx?: SxProps<Theme>;
};

/** One yes-or-no of a react-hook-form form, as a labelled checkbox. */
export function FormCheckbox<TValues extends FieldValues>({
  control,
  name,
  label,
  inputLabel,
  sx,
}: TFormCheckboxProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          sx={sx}
          control={
            <Checkbox
              name={field.name}
              checked={Boolean(field.value)}
              onChange={(_event, isOn) => field.onChange(isOn)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref, ...(inputLabel ? { 'aria-label': inputLabel } : {}) } }}
            />
          }
        />
      )}
    />
  );
}

type TFormCheckboxGroupProps<TValues extends FieldValues, TValue extends string> = {
  control: Control<TValues>;
  /** A list of `options`' values in the form's values, kept in the options' order. */
  name: Path<TValues>;
  legend: string;
  options: readonly { value: TValue; label: string }[];
};

/** Several of a list ticked at once (what a step may recommend, a grant's conditions); its message under it. */
export function FormCheckboxGroup<TValues extends FieldValues, TValue extends string>({
  control,
  name,
  legend,
  options,
}: TFormCheckboxGroupProps<TValues, TValue>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const ticked = (field.value ?? []) as TValue[];
        const toggle = (value: TValue, isOn: boolean) =>
          field.onChange(
            options
              .map((option) => option.value)
              .filter((candidate) => (candidate === value ? isOn : ticked.includes(candidate))),
          );
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">{legend}</FormLabel>
            <FormGroup row>
              {options.map((option, position) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={
                    <Checkbox
                      checked={ticked.includes(option.value)}
                      onChange={(_event, isOn) => toggle(option.value, isOn)}
                      onBlur={field.onBlur}
                      // The first box takes the focus when the server's message lands on the group.
                      slotProps={{ input: { ref: position === 0 ? field.ref : undefined } }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
