import { Autocomplete, TextField } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import type { TSavePrivilegeRequest } from '@docapply/contracts';
import type { TPrivilegeFormValues } from './privilege-form-values';

type TDepartmentFieldProps = {
  control: Control<TPrivilegeFormValues, unknown, TSavePrivilegeRequest>;
  /** The catalogue's departments, offered as the user types; any other name starts a new one. */
  departments: readonly string[];
};

/** The privilege's department: free text, with the existing departments as suggestions. */
export function DepartmentField({ control, departments }: TDepartmentFieldProps) {
  const { field, fieldState } = useController({ control, name: 'department' });
  return (
    <Autocomplete
      freeSolo
      autoSelect={false}
      options={departments}
      inputValue={field.value}
      onInputChange={(_event, value) => field.onChange(value)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          name={field.name}
          label="Department"
          required
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Pick one of the departments or type a new one'}
        />
      )}
    />
  );
}
