import {
  Box,
  Checkbox,
  FormControl,
  InputLabel,
  ListItemText,
  MenuItem,
  OutlinedInput,
  Select,
} from '@mui/material';
import { APPLICATION_STATUSES, doctorStatusLabel, type TApplicationStatus } from '@docapply/contracts';
import { SearchField } from '@docapply/ui';
import type { TApplicationFilters } from '../hooks/use-application-filters';

type THospitalOption = { id: string; name: string };

type TApplicationFiltersProps = {
  filters: TApplicationFilters;
  hospitals: THospitalOption[];
  onChange: (patch: Partial<TApplicationFilters>) => void;
};

/** Search by hospital name, and filter by status and hospital. */
export function ApplicationFilters({ filters, hospitals, onChange }: TApplicationFiltersProps) {
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
      <SearchField label="Search by hospital" value={filters.q} onSearch={(q) => onChange({ q })} />
      <FormControl>
        <InputLabel id="status-filter-label">Status</InputLabel>
        <Select<TApplicationStatus[]>
          labelId="status-filter-label"
          multiple
          value={filters.statuses}
          onChange={(event) => {
            const { value } = event.target;
            onChange({
              statuses: (typeof value === 'string' ? value.split(',') : value) as TApplicationStatus[],
            });
          }}
          input={<OutlinedInput label="Status" />}
          renderValue={(selected) =>
            selected.length === 0 ? '' : selected.map(doctorStatusLabel).join(', ')
          }
        >
          {APPLICATION_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              <Checkbox checked={filters.statuses.includes(status)} size="small" sx={{ p: 0, mr: 2 }} />
              <ListItemText primary={doctorStatusLabel(status)} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl>
        <InputLabel id="hospital-filter-label" shrink>
          Hospital
        </InputLabel>
        <Select<string>
          labelId="hospital-filter-label"
          value={filters.hospitalId}
          onChange={(event) => onChange({ hospitalId: event.target.value })}
          input={<OutlinedInput label="Hospital" notched />}
          displayEmpty
          renderValue={(id) => (id ? (hospitals.find((h) => h.id === id)?.name ?? '') : 'All hospitals')}
        >
          <MenuItem value="">All hospitals</MenuItem>
          {hospitals.map((hospital) => (
            <MenuItem key={hospital.id} value={hospital.id}>
              {hospital.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}
