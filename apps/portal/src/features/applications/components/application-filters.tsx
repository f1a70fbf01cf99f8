import { Box } from '@mui/material';
import { APPLICATION_STATUSES, doctorStatusLabel, type TApplicationStatus } from '@docapply/contracts';
import { LazySelect, SearchField } from '@docapply/ui';
import type { TApplicationFilters } from '../hooks/use-application-filters';

type THospitalOption = { id: string; name: string };

type TApplicationFiltersProps = {
  filters: TApplicationFilters;
  hospitals: THospitalOption[];
  onChange: (patch: Partial<TApplicationFilters>) => void;
};

const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: doctorStatusLabel(status),
}));

/** Search by hospital name, and filter by status and hospital. */
export function ApplicationFilters({ filters, hospitals, onChange }: TApplicationFiltersProps) {
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
      <SearchField label="Search by hospital" value={filters.q} onSearch={(q) => onChange({ q })} />
      <LazySelect
        label="Status"
        multiple
        options={STATUS_OPTIONS}
        value={filters.statuses}
        onChange={(statuses) => onChange({ statuses: statuses as TApplicationStatus[] })}
      />
      <LazySelect
        label="Hospital"
        emptyLabel="All hospitals"
        options={hospitals.map((hospital) => ({ value: hospital.id, label: hospital.name }))}
        value={filters.hospitalId}
        onChange={(hospitalId) => onChange({ hospitalId })}
      />
    </Box>
  );
}
