import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { SearchField } from '@docapply/ui';
import { STATUS_FILTERS, type TStatusFilter } from '../hooks/use-catalogue-filters';

const STATUS_LABELS: Record<TStatusFilter, string> = {
  all: 'All',
  enabled: 'Enabled',
  disabled: 'Disabled',
};

type TCatalogueFiltersProps = {
  status: TStatusFilter;
  q: string;
  onChange: (patch: { status?: TStatusFilter; q?: string }) => void;
};

/** Which privileges the page shows: all, enabled or disabled ones, and a search by name. */
export function CatalogueFilters({ status, q, onChange }: TCatalogueFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: { sm: 'center' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={status}
        onChange={(_event, next: TStatusFilter | null) => {
          if (next) {
            onChange({ status: next });
          }
        }}
        aria-label="Show privileges"
      >
        {STATUS_FILTERS.map((value) => (
          <ToggleButton key={value} value={value}>
            {STATUS_LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <SearchField
        label="Search by name"
        value={q}
        onSearch={(text) => onChange({ q: text })}
        sx={{ minWidth: { sm: 280 } }}
      />
    </Stack>
  );
}
