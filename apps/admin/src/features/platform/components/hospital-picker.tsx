import { Autocomplete, TextField } from '@mui/material';
import type { TPlatformHospital } from '@docapply/contracts';
import { getErrorMessage } from '@docapply/ui';
import { usePlatformHospitals } from '../api/get-hospitals';

type THospitalPickerProps = {
  value: string[];
  onChange: (hospitalIds: string[]) => void;
  onBlur?: () => void;
  error?: string;
};

const label = (hospital: TPlatformHospital) =>
  hospital.isOpen ? hospital.name : `${hospital.name} (closed)`;

/** Chooses one or more hospitals: type to narrow the list, arrows and Enter to pick. */
export function HospitalPicker({ value, onChange, onBlur, error }: THospitalPickerProps) {
  const hospitals = usePlatformHospitals();
  const options = hospitals.data ?? [];
  const selected = options.filter((hospital) => value.includes(hospital.id));
  const loadError = hospitals.isError ? getErrorMessage(hospitals.error) : undefined;
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      loading={hospitals.isPending}
      loadingText="Loading hospitals..."
      noOptionsText="No hospital matches"
      getOptionLabel={label}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, next) => onChange(next.map((hospital) => hospital.id))}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name="hospitalIds"
          label="Hospitals"
          required
          error={Boolean(error ?? loadError)}
          helperText={error ?? loadError ?? 'The hospitals whose applications they review'}
        />
      )}
    />
  );
}
