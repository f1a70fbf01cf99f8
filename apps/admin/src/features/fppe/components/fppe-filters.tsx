import { Box, Button, MenuItem, TextField } from '@mui/material';
import type { TFppeListFilter } from '@docapply/contracts';
import type { TFppeFilters } from '../hooks/use-fppe-filters';

const SHOW_LABELS: Record<TFppeListFilter, string> = {
  open: 'Open',
  'due-soon': 'Due within 30 days',
  overdue: 'Overdue',
  concluded: 'Concluded',
  all: 'All',
};

type TFppeFiltersProps = {
  filters: TFppeFilters;
  departments: string[];
  hasFilters: boolean;
  onChange: (patch: Partial<TFppeFilters>) => void;
  onClear: () => void;
};

/** Which FPPEs (open, due soon, overdue, concluded, all) and which department. */
export function FppeFilters({ filters, departments, hasFilters, onChange, onClear }: TFppeFiltersProps) {
  // A department chosen by a shared link always shows, even when no FPPE of it is listed.
  const choices =
    filters.department && !departments.includes(filters.department)
      ? [filters.department, ...departments]
      : departments;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Show"
        value={filters.show}
        onChange={(event) => onChange({ show: event.target.value as TFppeListFilter })}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 240 } }}
      >
        {Object.entries(SHOW_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Department"
        value={filters.department}
        onChange={(event) => onChange({ department: event.target.value })}
        fullWidth={false}
        // "All departments" is the empty value: shown, with the label above it.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 240 } }}
      >
        <MenuItem value="">All departments</MenuItem>
        {choices.map((department) => (
          <MenuItem key={department} value={department}>
            {department}
          </MenuItem>
        ))}
      </TextField>
      {hasFilters ? <Button onClick={onClear}>Clear filters</Button> : null}
    </Box>
  );
}
