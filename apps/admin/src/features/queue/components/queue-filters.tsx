import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import type { TAdminQueueOptions, TAdminQueueSort } from '@docapply/contracts';
import { LazySelect, SearchField } from '@docapply/ui';
import type { TQueueFilters } from '../hooks/use-queue-filters';
import type { THospitalOption } from '../hooks/use-known-hospitals';
import { DeskFilters } from './desk-filters';

const SORT_OPTIONS: { value: TAdminQueueSort; label: string }[] = [
  { value: 'submitted-desc', label: 'Newest submitted first' },
  { value: 'submitted-asc', label: 'Oldest submitted first' },
];

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
          <LazySelect
            label="Hospital"
            emptyLabel="All hospitals"
            options={[
              ...hospitals.map((hospital) => ({ value: hospital.id, label: hospital.name })),
              ...(filters.hospitalId && !hospitals.some((h) => h.id === filters.hospitalId)
                ? [{ value: filters.hospitalId, label: 'This hospital' }]
                : []),
            ]}
            value={filters.hospitalId}
            onChange={(hospitalId) => onChange({ hospitalId })}
          />
        ) : null}
        <LazySelect
          label="Sort"
          options={SORT_OPTIONS}
          value={filters.sort}
          onChange={(sort) => onChange({ sort: sort as TAdminQueueSort })}
        />
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
