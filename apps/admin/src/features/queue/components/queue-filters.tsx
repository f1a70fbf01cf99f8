import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import type { TAdminQueueOptions, TAdminQueueSort } from '@docapply/contracts';
import { SearchField } from '@docapply/ui';
import type { TQueueFilters } from '../hooks/use-queue-filters';
import type { THospitalOption } from '../hooks/use-known-hospitals';
import { DeskFilters } from './desk-filters';

const SORT_LABELS: Record<TAdminQueueSort, string> = {
  'submitted-desc': 'Newest submitted first',
  'submitted-asc': 'Oldest submitted first',
};

type TQueueFiltersProps = {
  filters: TQueueFilters;
  hospitals: THospitalOption[];
  options: TAdminQueueOptions | undefined;
  currentUserId: string | undefined;
  hasFilters: boolean;
  onChange: (patch: Partial<TQueueFilters>) => void;
  onClear: () => void;
};

/** Search by doctor, filter by hospital and the desk's filters, sort by submission date. */
export function QueueFilters({
  filters,
  hospitals,
  options,
  currentUserId,
  hasFilters,
  onChange,
  onClear,
}: TQueueFiltersProps) {
  // A new key empties the search box, text not yet searched for included.
  const [searchKey, setSearchKey] = useState(0);
  // One hospital needs no filter; a hospital chosen by a shared link always shows.
  const showHospitals = hospitals.length > 1 || filters.hospitalId !== '';
  return (
    <Stack spacing={4}>
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
        <SearchField
          key={searchKey}
          label="Search by doctor name or email"
          value={filters.q}
          onSearch={(q) => onChange({ q })}
          sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
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
              setSearchKey((key) => key + 1);
              onClear();
            }}
            disabled={!hasFilters}
          >
            Clear filters
          </Button>
        </Box>
      </Box>
      <DeskFilters filters={filters} options={options} currentUserId={currentUserId} onChange={onChange} />
    </Stack>
  );
}
