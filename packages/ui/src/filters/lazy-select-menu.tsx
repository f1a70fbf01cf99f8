import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { selectInput, shownText, type TLazySelectProps, type TSelectOption } from './lazy-select';

export type TLazySelectMenuProps = TLazySelectProps & {
  labelId: string | undefined;
  shrink: boolean | undefined;
  /** Focus it on mount: the drawn stand-in had focus when this loaded. */
  autoFocus: boolean;
  /** Open it on mount: it was pressed, or an opening key was, before this loaded. */
  defaultOpen: boolean;
};

function optionItems(options: readonly TSelectOption[], checked?: readonly string[]) {
  return options.map((option) => (
    <MenuItem key={option.value} value={option.value} divider={option.divider}>
      {checked ? (
        <>
          <Checkbox checked={checked.includes(option.value)} size="small" sx={{ p: 0, mr: 2 }} />
          <ListItemText primary={option.label} />
        </>
      ) : (
        option.label
      )}
    </MenuItem>
  ));
}

/** MUI's Select, loaded by LazySelect on first use (see there). */
export function LazySelectMenu(props: TLazySelectMenuProps) {
  const { labelId, shrink, options, readOnly, autoFocus, defaultOpen } = props;
  const input = selectInput(props, shrink);
  // A form's field: its native input's id and name, its description, and leaving it.
  const field = {
    id: props.id,
    name: props.name,
    onBlur: props.onBlur,
    'aria-describedby': props.describedBy,
  };
  if (props.multiple) {
    return (
      <Select<string[]>
        multiple
        {...field}
        labelId={labelId}
        readOnly={readOnly}
        input={input}
        autoFocus={autoFocus}
        defaultOpen={defaultOpen}
        value={[...props.value]}
        onChange={(event) => {
          const { value } = event.target;
          props.onChange(typeof value === 'string' ? value.split(',') : value);
        }}
        renderValue={() => shownText(props)}
      >
        {optionItems(options, props.value)}
      </Select>
    );
  }
  const { emptyLabel } = props;
  return (
    <Select<string>
      {...field}
      labelId={labelId}
      readOnly={readOnly}
      input={input}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      displayEmpty={emptyLabel !== undefined}
      renderValue={() => shownText(props)}
    >
      {emptyLabel !== undefined ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
      {optionItems(options)}
    </Select>
  );
}
