import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';

type TPrivilegeCheckboxesProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  /** A list of privilege ids of the form's values. */
  name: Path<TValues>;
  /** The privileges the application requested. */
  requested: readonly { id: string; name: string; department: string }[];
  label?: string;
};

/** The privileges the application requested, each ticked or not (temporary grants, a distant site's decision). */
export function PrivilegeCheckboxes<TValues extends FieldValues>({
  control,
  name,
  requested,
  label = 'Privileges',
}: TPrivilegeCheckboxesProps<TValues>) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as string[];
  const labelId = useId();
  const errorId = useId();
  const toggle = (id: string, isOn: boolean) =>
    field.onChange(
      requested.map((p) => p.id).filter((candidate) => (candidate === id ? isOn : value.includes(candidate))),
    );
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <FormGroup aria-describedby={fieldState.error ? errorId : undefined}>
        {requested.map((privilege) => (
          <FormControlLabel
            key={privilege.id}
            label={`${privilege.name} (${privilege.department})`}
            control={
              <Checkbox
                name={`${name}.${privilege.id}`}
                checked={value.includes(privilege.id)}
                onChange={(_event, isOn) => toggle(privilege.id, isOn)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error?.message ? (
        <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
