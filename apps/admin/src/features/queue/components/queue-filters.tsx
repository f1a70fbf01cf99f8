import { useEffect, useState } from 'react';
import { Box, Button, InputAdornment, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { TAdminQueueSort } from '@docapply/contracts';
import type { TQueueFilters } from '../hooks/use-queue-filters';
import type { THospitalOption } from '../hooks/use-known-hospitals';

/** Typing pauses this long before the queue is searched. */
export const SEARCH_DELAY_MS = 400;

const SORT_LABELS: Record<TAdminQueueSort, string> = {
  'submitted-desc': 'Newest submitted first',
  'submitted-asc': 'Oldest submitted first',
};

type TQueueFiltersProps = {
  filters: TQueueFilters;
  hospitals: THospitalOption[];
  hasFilters: boolean;
  onChange: (patch: Partial<TQueueFilters>) => void;
};

/** Search by doctor, filter by hospital, sort by submission date. */
export function QueueFilters({ filters, hospitals, hasFilters, onChange }: TQueueFiltersProps) {
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

  // One hospital needs no filter; a hospital chosen by a shared link always shows.
  const showHospitals = hospitals.length > 1 || filters.hospitalId !== '';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: '1fr',
          sm: '1fr 1fr',
          md: showHospitals ? '2fr 1fr 1fr auto' : '2fr 1fr auto',
        },
      }}
    >
      <TextField
        type="search"
        label="Search by doctor name or email"
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
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
      {showHospitals ? (
        <TextField
          select
          label="Hospital"
          value={filters.hospitalId}
          onChange={(event) => onChange({ hospitalId: event.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All hospitals</MenuItem>
          {hospitals.map((hospital) => (
            <MenuItem key={hospital.id} value={hospital.id}>
              {hospital.name}
            </MenuItem>
          ))}
          {filters.hospitalId && !hospitals.some((h) => h.id === filters.hospitalId) ? (
            <MenuItem value={filters.hospitalId}>This hospital</MenuItem>
          ) : null}
        </TextField>
      ) : null}
      <TextField
        select
        label="Sort"
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as TAdminQueueSort })}
      >
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ justifySelf: { xs: 'start', md: 'end' } }}>
        <Button
          onClick={() => {
            setText('');
            onChange({ statuses: [], hospitalId: '', q: '' });
          }}
          disabled={!hasFilters}
        >
          Clear filters
        </Button>
      </Box>
    </Box>
  );
}
