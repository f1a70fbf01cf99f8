import {
  useId,
  type ChangeEvent,
  type CSSProperties,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

type TTextElement = HTMLInputElement | HTMLTextAreaElement;

export type TTextBoxProps = {
  id?: string;
  name?: string;
  label?: string;
  placeholder?: string;
  type?: string;
  value: string;
  onChange: (event: ChangeEvent<TTextElement>) => void;
  onBlur?: (event: FocusEvent<TTextElement>) => void;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  variant?: 'outlined' | 'filled' | 'standard';
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  style?: CSSProperties;
  sx?: SxProps<Theme>;
  /** Keep the label above the field when it is empty (a date input shows its own placeholder). */
  shrink?: boolean;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  inputRef?: Ref<HTMLInputElement>;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** Attributes of the input element itself (`min`, `inputMode`, `autoComplete`). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  /** A stand-in drawn while the real field's code loads. */
  'aria-busy'?: boolean;
};

const INPUTS = { outlined: OutlinedInput, filled: FilledInput, standard: Input } as const;

/**
 * A text field drawn as MUI's TextField draws it (the same label, input, helper text, ids and
 * described-by), without TextField: that one always imports MUI's Select, for its `select` mode,
 * and with it the menu, popover and modal a select opens (18 KiB gzip), which a text, phone or
 * email field never uses. A page of text fields then carries no menu code.
 */
export function TextBox({
  id: givenId,
  label,
  helperText,
  variant = 'outlined',
  fullWidth = true,
  margin,
  style,
  sx,
  disabled,
  required,
  error,
  shrink,
  startAdornment,
  endAdornment,
  htmlInput,
  'aria-busy': isBusy,
  ...input
}: TTextBoxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const InputComponent = INPUTS[variant];
  return (
    <FormControl
      className="MuiTextField-root"
      variant={variant}
      fullWidth={fullWidth}
      margin={margin}
      style={style}
      sx={sx}
      disabled={disabled}
      required={required}
      error={error}
      aria-busy={isBusy}
    >
      {label ? (
        <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
          {label}
        </InputLabel>
      ) : null}
      <InputComponent
        {...input}
        {...(variant === 'outlined' ? { label, notched: shrink } : {})}
        id={id}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        startAdornment={startAdornment}
        endAdornment={endAdornment}
        inputProps={htmlInput}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
