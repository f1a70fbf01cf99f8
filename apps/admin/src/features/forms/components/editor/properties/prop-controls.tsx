import type { ChangeEvent, ReactNode } from 'react';
import { FormControlLabel, Switch, TextField } from '@mui/material';

/** The object with `key` set, or removed when `value` is undefined (no `"x": undefined` left behind). */
export function withProp<T extends object, K extends keyof T>(object: T, key: K, value: T[K] | undefined): T {
  const next = { ...object };
  if (value === undefined) {
    delete next[key];
  } else {
    next[key] = value;
  }
  return next;
}

type TPropTextProps = {
  label: string;
  value: string | undefined;
  /** Receives undefined for an emptied optional property. */
  onChange: (value: string | undefined) => void;
  isRequired?: boolean;
  error?: string;
  helperText?: ReactNode;
  isMultiline?: boolean;
};

/** A text property: its problem (the server's or the editor's check) replaces the helper text. */
export function PropText({
  label,
  value,
  onChange,
  isRequired,
  error,
  helperText,
  isMultiline,
}: TPropTextProps) {
  return (
    <TextField
      label={label}
      value={value ?? ''}
      required={isRequired}
      multiline={isMultiline}
      minRows={isMultiline ? 2 : undefined}
      error={Boolean(error)}
      helperText={error ?? helperText}
      size="small"
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const next = event.target.value;
        onChange(next === '' && !isRequired ? undefined : next);
      }}
    />
  );
}

type TPropNumberProps = {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  error?: string;
  helperText?: ReactNode;
};

/** A whole-number property; emptied, it is removed (the rule's default applies). */
export function PropNumber({ label, value, onChange, min, max, error, helperText }: TPropNumberProps) {
  return (
    <TextField
      label={label}
      type="number"
      value={value ?? ''}
      error={Boolean(error)}
      helperText={error ?? helperText}
      size="small"
      slotProps={{ htmlInput: { min, max, step: 1 } }}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const parsed = Number.parseInt(event.target.value, 10);
        onChange(Number.isNaN(parsed) ? undefined : parsed);
      }}
    />
  );
}

type TPropDateProps = {
  label: string;
  /** YYYY-MM-DD, as a date input reads and writes it. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  min?: string;
  max?: string;
  error?: string;
  helperText?: ReactNode;
};

/** A date property (YYYY-MM-DD); emptied, it is removed. */
export function PropDate({ label, value, onChange, min, max, error, helperText }: TPropDateProps) {
  return (
    <TextField
      label={label}
      type="date"
      value={value ?? ''}
      error={Boolean(error)}
      helperText={error ?? helperText}
      size="small"
      slotProps={{ htmlInput: { min, max }, inputLabel: { shrink: true } }}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value || undefined)}
    />
  );
}

type TPropSwitchProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

export function PropSwitch({ label, checked, onChange }: TPropSwitchProps) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  );
}
