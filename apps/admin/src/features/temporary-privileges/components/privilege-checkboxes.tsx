import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import type { TTemporaryPrivilegeName } from '@docapply/contracts';
import type { TGrantFormValues } from './grant-form';

/** The privileges the application requested, each ticked to be granted for the while. */
export function PrivilegeCheckboxes({
  control,
  requested,
}: {
  control: Control<TGrantFormValues>;
  requested: readonly TTemporaryPrivilegeName[];
}) {
  const { field, fieldState } = useController({ control, name: 'privilegeIds' });
  const labelId = useId();
  const errorId = useId();
  const toggle = (id: string, isOn: boolean) =>
    field.onChange(
      requested
        .map((p) => p.id)
        .filter((candidate) => (candidate === id ? isOn : field.value.includes(candidate))),
    );
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
      <FormLabel component="legend" id={labelId}>
        Privileges
      </FormLabel>
      <FormGroup aria-describedby={fieldState.error ? errorId : undefined}>
        {requested.map((privilege) => (
          <FormControlLabel
            key={privilege.id}
            label={`${privilege.name} (${privilege.department})`}
            control={
              <Checkbox
                name={`privilegeIds.${privilege.id}`}
                checked={field.value.includes(privilege.id)}
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
