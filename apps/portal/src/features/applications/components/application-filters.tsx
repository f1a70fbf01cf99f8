import { useEffect, useState } from 'react';
import {
  Box,
  Checkbox,
  FormControl,
  InputAdornment,
  InputLabel,
  ListItemText,
  MenuItem,
  OutlinedInput,
  Select,
  TextField,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { APPLICATION_STATUSES, statusLabel, type TApplicationStatus } from '@docapply/contracts';
import type { TApplicationFilters } from '../hooks/use-application-filters';

/** Typing pauses this long before the list is searched. */
export const SEARCH_DELAY_MS = 400;

type THospitalOption = { id: string; name: string };

type TApplicationFiltersProps = {
  filters: TApplicationFilters;
  hospitals: THospitalOption[];
  onChange: (patch: Partial<TApplicationFilters>) => void;
};

/** Search by hospital name, and filter by status and hospital. */
export function ApplicationFilters({ filters, hospitals, onChange }: TApplicationFiltersProps) {
  const [text, setText] = useState(filters.q);
  // Follow a search changed from outside (Clear filters, Back): React's "adjust state on prop change".
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    if (filters.q !== text.trim()) {
      setText(filters.q);
    }
  }

  useEffect(() => {
    if (text.trim() === filters.q) {
      return undefined;
    }
    const timer = setTimeout(() => onChange({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
      <TextField
        type="search"
        label="Search by hospital"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
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
          renderValue={(selected) => (selected.length === 0 ? '' : selected.map(statusLabel).join(', '))}
        >
          {APPLICATION_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              <Checkbox checked={filters.statuses.includes(status)} size="small" sx={{ p: 0, mr: 2 }} />
              <ListItemText primary={statusLabel(status)} />
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
