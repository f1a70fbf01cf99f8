import { MenuItem, TextField } from '@mui/material';
import type { TAdminHospital } from '@/hooks/use-admin-hospitals';

type THospitalSwitcherProps = {
  hospitals: readonly TAdminHospital[];
  selectedId: string;
  onSelect: (hospitalId: string) => void;
};

/** Picks which of the administrator's hospitals a set-up page works on; hidden with only one. */
export function HospitalSwitcher({ hospitals, selectedId, onSelect }: THospitalSwitcherProps) {
  if (hospitals.length < 2) {
    return null;
  }
  return (
    <TextField
      select
      size="small"
      label="Hospital"
      value={selectedId}
      onChange={(event) => onSelect(event.target.value)}
      sx={{ minWidth: 240 }}
    >
      {hospitals.map((hospital) => (
        <MenuItem key={hospital.id} value={hospital.id}>
          {hospital.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
