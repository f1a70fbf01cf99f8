import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import Input from '@mui/material/Input';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { loadOnce } from '../routes/load-once';
import type { TLazySelectMenuProps } from './lazy-select-menu';

/** One choice of a select. */
export type TSelectOption = {
  value: string;
  label: string;
  /** A rule below it in the open list (between "Unassigned" and the people named). */
  divider?: boolean;
};

type TLazySelectBase = {
  options: readonly TSelectOption[];
  /** Outlined (a filter) or standard without underline (a table's "Rows per page"). */
  variant?: 'outlined' | 'standard';
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Shown but not opened (while a choice is saved: a disabled control would lose the focus). */
  readOnly?: boolean;
  sx?: SxProps<Theme>;
} & (
  | {
      /** The field's floating label. */
      label: string;
      labelledBy?: never;
    }
  | {
      label?: never;
      /** The id of a label drawn beside the select instead. */
      labelledBy: string;
    }
);

export type TLazySelectProps = TLazySelectBase &
  (
    | {
        multiple?: false;
        value: string;
        onChange: (value: string) => void;
        /** Shown for the value '' (e.g. "All hospitals"); the label then stays above the field. */
        emptyLabel?: string;
      }
    | {
        multiple: true;
        value: readonly string[];
        onChange: (value: string[]) => void;
        emptyLabel?: never;
      }
  );

type TMenu = ComponentType<TLazySelectMenuProps>;

/** MUI's select, with the menu, popover and modal it opens: downloaded once for the whole site. */
const menuCode = loadOnce<TMenu>(() => import('./lazy-select-menu').then((module) => module.LazySelectMenu));

const OPEN_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

/** What the closed select shows: the chosen options' labels, or the empty value's. */
export function shownText(props: TLazySelectProps): string {
  const labelOf = (value: string) => props.options.find((option) => option.value === value)?.label ?? '';
  if (props.multiple) {
    return props.value.map(labelOf).join(', ');
  }
  return props.value === '' ? (props.emptyLabel ?? '') : labelOf(props.value);
}

/**
 * MUI's Select as a list page's filters use it, whose menu code (the menu in a popover in a modal,
 * with its focus trap: 14 KiB gzip) loads on first use, not with the page. Until then the closed
 * select is drawn by the same input and classes, so nothing moves when it is replaced. The code
 * starts loading when the pointer is over it; focus replaces it by the real select, and a press or
 * an opening key opens the real one, as soon as its code is in, with focus on it.
 */
export function LazySelect(props: TLazySelectProps) {
  const [Menu, setMenu] = useState<TMenu | null>(menuCode.loaded);
  const [start, setStart] = useState({ isOpen: false, isFocused: false });
  const labelId = useId();
  const displayId = useId();
  const {
    label,
    labelledBy,
    variant = 'outlined',
    size,
    fullWidth,
    required,
    disabled,
    readOnly,
    sx,
  } = props;
  const shrink = props.emptyLabel !== undefined ? true : undefined;

  // Focus or a press puts the real select in its place: at once when its code is in, else once
  // it is. The real one takes focus, and opens when it was pressed, only if this one still has
  // focus then: a visitor who went on meanwhile is not pulled back into a menu.
  const replace = (isOpening: boolean, node: HTMLElement) => {
    const put = (menu: TMenu) => {
      const isFocused = node === document.activeElement;
      setStart((current) => ({ isOpen: isFocused && (current.isOpen || isOpening), isFocused }));
      setMenu(() => menu);
    };
    const loaded = menuCode.loaded();
    if (loaded) {
      put(loaded);
      return;
    }
    if (isOpening) {
      setStart((current) => ({ ...current, isOpen: true }));
    }
    menuCode.load().then(put, () => setStart((current) => ({ ...current, isOpen: false })));
  };

  const lookalike = {
    displayId,
    labelledBy: [label ? labelId : labelledBy, displayId].join(' '),
    text: shownText(props),
    variant,
    onIntent: replace,
  };

  return (
    <FormControl
      sx={sx}
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      required={required}
      disabled={disabled}
    >
      {label ? (
        <InputLabel id={labelId} shrink={shrink}>
          {label}
        </InputLabel>
      ) : null}
      {Menu ? (
        <Menu
          {...props}
          labelId={label ? labelId : labelledBy}
          shrink={shrink}
          autoFocus={start.isFocused}
          defaultOpen={start.isOpen}
        />
      ) : variant === 'outlined' ? (
        <OutlinedInput
          label={label}
          notched={shrink}
          readOnly={readOnly}
          value={props.value}
          inputComponent={SelectLookalike}
          inputProps={lookalike}
        />
      ) : (
        <Input
          disableUnderline
          readOnly={readOnly}
          value={props.value}
          inputComponent={SelectLookalike}
          inputProps={lookalike}
        />
      )}
    </FormControl>
  );
}

type TSelectLookalikeProps = {
  displayId: string;
  labelledBy: string;
  text: string;
  variant: 'outlined' | 'standard';
  onIntent: (isOpening: boolean, node: HTMLElement) => void;
  /** From the input around it: the value, its state, its classes (padding, font), focus and blur. */
  value?: unknown;
  disabled?: boolean;
  readOnly?: boolean;
  className?: string;
  onFocus?: () => void;
  onBlur?: () => void;
  ref?: Ref<unknown>;
};

/** The closed select's box, text and arrow, as MUI's SelectInput draws them. */
function SelectLookalike(props: InputBaseComponentProps) {
  // The input around it passes its own props (classes, focus, blur, ref) beside ours.
  const {
    displayId,
    labelledBy,
    text,
    variant,
    onIntent,
    value,
    disabled,
    readOnly,
    className,
    onFocus,
    onBlur,
    ref,
  } = props as TSelectLookalikeProps;
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
        className={`${className ?? ''} MuiSelect-select`}
        // Only loads: the select under the pointer is replaced when pressed or focused.
        onPointerEnter={() => void menuCode.load().catch(() => undefined)}
        onFocus={(event) => {
          onFocus?.();
          onIntent(false, event.currentTarget);
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
          '&&&': { pr: variant === 'outlined' ? '32px' : '24px' },
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
          right: variant === 'outlined' ? 7 : 0,
          pointerEvents: 'none',
          color: disabled ? 'action.disabled' : 'action.active',
        }}
      />
    </>
  );
}
