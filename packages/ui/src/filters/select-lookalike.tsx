import { useImperativeHandle, useRef, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { TSelectVariant } from './lazy-select';

const OPEN_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

type TSelectLookalikeProps = {
  displayId: string;
  labelledBy: string;
  describedBy?: string;
  text: string;
  variant: TSelectVariant;
  id?: string;
  name?: string;
  onIntent: (isOpening: boolean, node: HTMLElement) => void;
  /** The pointer is over it: the real select's code starts loading. */
  onPreload: () => void;
  /** From the input around it: the value, its state, its classes (padding, font), focus and blur. */
  value?: unknown;
  disabled?: boolean;
  readOnly?: boolean;
  className?: string;
  onFocus?: () => void;
  onBlur?: () => void;
  required?: boolean;
  'aria-invalid'?: boolean;
  ref?: Ref<unknown>;
};

/** The closed select's box, text and arrow, as MUI's SelectInput draws them. */
export function SelectLookalike(props: InputBaseComponentProps) {
  // The input around it passes its own props (classes, focus, blur, ref) beside ours.
  const {
    displayId,
    labelledBy,
    describedBy,
    text,
    variant,
    onIntent,
    onPreload,
    value,
    className,
    onFocus,
    onBlur,
  } = props as TSelectLookalikeProps;
  const {
    id,
    name,
    disabled,
    readOnly,
    required,
    'aria-invalid': isInvalid,
    ref,
  } = props as TSelectLookalikeProps;
  const isBare = variant === 'standard';
  // What the input reads from its input element, as MUI's SelectInput gives it: the value (the
  // label floats above a chosen one) and focus.
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ value, node: box.current, focus: () => box.current?.focus() }), [value]);
  const open = (event: MouseEvent<HTMLDivElement> | KeyboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (disabled) {
      return;
    }
    event.currentTarget.focus();
    onIntent(!readOnly, event.currentTarget);
  };
  return (
    <>
      <Box
        ref={box}
        id={displayId}
        role="combobox"
        tabIndex={disabled ? undefined : 0}
        aria-disabled={disabled || undefined}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        className={`${className ?? ''} MuiSelect-select`}
        // Only loads: the select under the pointer is replaced when pressed or focused.
        onPointerEnter={onPreload}
        onFocus={(event) => {
          onFocus?.();
          if (!disabled) {
            onIntent(false, event.currentTarget);
          }
        }}
        onBlur={onBlur}
        onMouseDown={(event) => {
          if (event.button === 0) {
            open(event);
          }
        }}
        onKeyDown={(event) => {
          if (OPEN_KEYS.has(event.key)) {
            open(event);
          }
        }}
        sx={{
          cursor: 'pointer',
          userSelect: 'none',
          '&&&': { pr: isBare ? '24px' : '32px' },
          '.MuiInputBase-root &': { height: 'auto', minHeight: '1.4375em' },
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
        }}
      >
        {text || (
          <span className="notranslate" aria-hidden="true">
            &#8203;
          </span>
        )}
      </Box>
      <ArrowDropDownIcon
        aria-hidden
        sx={{
          position: 'absolute',
          top: 'calc(50% - .5em)',
          right: isBare ? 0 : 7,
          pointerEvents: 'none',
          color: disabled ? 'action.disabled' : 'action.active',
        }}
      />
      {/* As MUI's: the value's native input, under the box (the field's id and name are its). */}
      <Box
        component="input"
        id={id}
        name={name}
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled}
        readOnly
        aria-hidden
        tabIndex={-1}
        className="MuiSelect-nativeInput"
        sx={{ position: 'absolute', bottom: 0, left: 0, opacity: 0, pointerEvents: 'none', width: '100%' }}
      />
    </>
  );
}
