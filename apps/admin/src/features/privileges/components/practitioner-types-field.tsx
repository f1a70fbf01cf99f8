import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import type { TSavePrivilegeRequest } from '@docapply/contracts';
import { getErrorMessage } from '@docapply/ui';
import { usePractitionerTypes } from '../api/get-practitioner-types';
import type { TPrivilegeFormValues } from './privilege-form-values';

/**
 * Who may ask for the privilege: a box per practitioner type (issue 42); none ticked offers it to
 * every type. A type retired since stays listed while the privilege names it.
 */
export function PractitionerTypesField({
  control,
}: {
  control: Control<TPrivilegeFormValues, unknown, TSavePrivilegeRequest>;
}) {
  const types = usePractitionerTypes();
  return (
    <Controller
      control={control}
      name="practitionerTypes"
      render={({ field, fieldState }) => {
        const chosen = field.value;
        const listed = [
          ...(types.data ?? []).map((type) => ({ code: type.code, name: type.name })),
          ...chosen
            .filter((code) => !(types.data ?? []).some((type) => type.code === code))
            .map((code) => ({ code, name: code })),
        ];
        const helper = fieldState.error?.message
          ? fieldState.error.message
          : types.isError
            ? getErrorMessage(types.error)
            : types.isPending
              ? 'Loading the practitioner types...'
              : chosen.length === 0
                ? 'None ticked: offered to every practitioner type'
                : 'Only these practitioner types can ask for it';
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">Offered to</FormLabel>
            <FormGroup row>
              {listed.map((type) => (
                <FormControlLabel
                  key={type.code}
                  label={type.name}
                  control={
                    <Checkbox
                      checked={chosen.includes(type.code)}
                      onChange={(_event, isChecked) =>
                        field.onChange(
                          isChecked ? [...chosen, type.code] : chosen.filter((code) => code !== type.code),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>{helper}</FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}
