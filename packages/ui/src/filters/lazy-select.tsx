import { useId, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import type FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import Input from '@mui/material/Input';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { loadOnce } from '../routes/load-once';
import type { TLazySelectMenuProps } from './lazy-select-menu';
import { SelectLookalike } from './select-lookalike';

export type TSelectVariant = 'outlined' | 'standard' | 'filled';

/** One choice of a select. */
export type TSelectOption = {
  value: string;
  label: string;
  /** A rule below it in the open list (between "Unassigned" and the people named). */
  divider?: boolean;
};

type TLazySelectBase = {
  options: readonly TSelectOption[];
  /** Outlined (a filter), or as a form's field descriptor asks. */
  variant?: TSelectVariant;
  /** The standard variant without its underline (a table's "Rows per page"). */
  disableUnderline?: boolean;
  /** The filled variant's input: a form's field passes it (lists draw none, nor carry its code). */
  filledInput?: typeof FilledInput;
  size?: 'small' | 'medium';
  /** Shown but not opened (while a choice is saved: a disabled control would lose the focus). */
  readOnly?: boolean;
  sx?: SxProps<Theme>;
  /** A form's field: the id and name of its native input, its state and message. */
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** Drawn under the select, inside its form control (a form's helper text). */
  below?: ReactNode;
  /** The id of the text that describes it (a form's helper text). */
  describedBy?: string;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  style?: CSSProperties;
  onBlur?: () => void;
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

/**
 * The input the select draws in, for its variant: the stand-in's (with `extra`: its lookalike,
 * value and blur) and the real select's alike.
 */
export function selectInput(props: TLazySelectProps, shrink: boolean | undefined, extra?: object) {
  const { variant = 'outlined', label, filledInput: Filled } = props;
  if (variant === 'outlined') {
    return <OutlinedInput label={label} notched={shrink} {...extra} />;
  }
  if (variant === 'filled' && Filled) {
    return <Filled {...extra} />;
  }
  return <Input disableUnderline={props.disableUnderline} {...extra} />;
}

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
  const { label, labelledBy, variant = 'outlined', sx } = props;
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
    describedBy: props.describedBy,
    text: shownText(props),
    variant,
    id: props.id,
    name: props.name,
    onIntent: replace,
    onPreload: () => void menuCode.load().catch(() => undefined),
  };

  return (
    <FormControl
      sx={sx}
      variant={variant}
      size={props.size}
      fullWidth={props.fullWidth}
      margin={props.margin}
      style={props.style}
      required={props.required}
      disabled={props.disabled}
      error={props.error}
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
      ) : (
        selectInput(props, shrink, {
          value: props.value,
          onBlur: props.onBlur,
          readOnly: props.readOnly,
          inputComponent: SelectLookalike,
          inputProps: lookalike,
        })
      )}
      {props.below}
    </FormControl>
  );
}
