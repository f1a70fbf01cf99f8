import { useId, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

type TPlainTextFieldProps = {
  label: string;
  value: string;
  type?: 'search' | 'date' | 'text';
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Keep the label above the field when it is empty (a date field shows its own placeholder). */
  shrink?: boolean;
  startAdornment?: ReactNode;
  /** Attributes of the input itself (`min`, `max`). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  sx?: SxProps<Theme>;
};

/**
 * An outlined text field drawn as MUI's TextField draws it, without TextField: that one always
 * brings MUI's Select (for its `select` mode) and the menu, popover and modal it opens, which a
 * list page's search box or date filter never uses.
 */
export function PlainTextField({
  label,
  value,
  type = 'text',
  onChange,
  onBlur,
  shrink,
  startAdornment,
  htmlInput,
  sx,
}: TPlainTextFieldProps) {
  const id = useId();
  return (
    <FormControl sx={sx}>
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type={type}
        label={label}
        notched={shrink}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        startAdornment={startAdornment}
        inputProps={htmlInput}
      />
    </FormControl>
  );
}
