import { Box, FormControlLabel, Switch } from '@mui/material';
import { ADMIN_ASSIGNEE_ME, ADMIN_ASSIGNEE_NONE, type TAdminQueueOptions } from '@docapply/contracts';
import { LazySelect, PlainTextField } from '@docapply/ui';
import type { TQueueFilters } from '../hooks/use-queue-filters';

type TDeskFiltersProps = {
  filters: TQueueFilters;
  options: TAdminQueueOptions | undefined;
  /** The signed-in administrator: offered as "Assigned to me" rather than by name. */
  currentUserId: string | undefined;
  onChange: (patch: Partial<TQueueFilters>) => void;
};

const FIXED_ASSIGNEES: readonly string[] = ['', ADMIN_ASSIGNEE_ME, ADMIN_ASSIGNEE_NONE];

/** Assignee, privilege department, submission days and red flags: the office's own filters. */
export function DeskFilters({ filters, options, currentUserId, onChange }: TDeskFiltersProps) {
  const people = (options?.assignees ?? []).filter((person) => person.id !== currentUserId);
  const departments = options?.departments ?? [];
  const isKnownAssignee =
    FIXED_ASSIGNEES.includes(filters.assignee) || people.some((person) => person.id === filters.assignee);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr 1fr auto' },
      }}
    >
      <LazySelect
        label="Assigned to"
        emptyLabel="Anyone"
        options={[
          { value: ADMIN_ASSIGNEE_ME, label: 'Me' },
          { value: ADMIN_ASSIGNEE_NONE, label: 'Unassigned', divider: people.length > 0 },
          ...people.map((person) => ({ value: person.id, label: person.name })),
          ...(isKnownAssignee ? [] : [{ value: filters.assignee, label: 'This person' }]),
        ]}
        value={filters.assignee}
        onChange={(assignee) => onChange({ assignee })}
      />
      <LazySelect
        label="Privilege department"
        emptyLabel="All departments"
        options={[
          ...departments.map((department) => ({ value: department, label: department })),
          ...(filters.department && !departments.includes(filters.department)
            ? [{ value: filters.department, label: filters.department }]
            : []),
        ]}
        value={filters.department}
        onChange={(department) => onChange({ department })}
      />
      <PlainTextField
        type="date"
        label="Submitted from"
        shrink
        value={filters.submittedFrom}
        onChange={(event) => onChange({ submittedFrom: event.target.value })}
        htmlInput={{ max: filters.submittedTo || undefined }}
      />
      <PlainTextField
        type="date"
        label="Submitted to"
        shrink
        value={filters.submittedTo}
        onChange={(event) => onChange({ submittedTo: event.target.value })}
        htmlInput={{ min: filters.submittedFrom || undefined }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={filters.flagged === 'true'}
            slotProps={{ input: { role: 'switch' } }}
            onChange={(event) => onChange({ flagged: event.target.checked ? 'true' : '' })}
          />
        }
        label="Red flags only"
      />
    </Box>
  );
}
