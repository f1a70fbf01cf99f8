import { Box, Divider, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { ADMIN_ASSIGNEE_ME, ADMIN_ASSIGNEE_NONE, type TAdminQueueOptions } from '@docapply/contracts';
import type { TQueueFilters } from '../hooks/use-queue-filters';

type TDeskFiltersProps = {
  filters: TQueueFilters;
  options: TAdminQueueOptions | undefined;
  /** The signed-in administrator: offered as "Assigned to me" rather than by name. */
  currentUserId: string | undefined;
  onChange: (patch: Partial<TQueueFilters>) => void;
};

const shrink = { inputLabel: { shrink: true } } as const;
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
      <TextField
        select
        label="Assigned to"
        value={filters.assignee}
        onChange={(event) => onChange({ assignee: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, ...shrink }}
      >
        <MenuItem value="">Anyone</MenuItem>
        <MenuItem value={ADMIN_ASSIGNEE_ME}>Me</MenuItem>
        <MenuItem value={ADMIN_ASSIGNEE_NONE}>Unassigned</MenuItem>
        {people.length > 0 ? <Divider /> : null}
        {people.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.name}
          </MenuItem>
        ))}
        {isKnownAssignee ? null : <MenuItem value={filters.assignee}>This person</MenuItem>}
      </TextField>
      <TextField
        select
        label="Privilege department"
        value={filters.department}
        onChange={(event) => onChange({ department: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, ...shrink }}
      >
        <MenuItem value="">All departments</MenuItem>
        {departments.map((department) => (
          <MenuItem key={department} value={department}>
            {department}
          </MenuItem>
        ))}
        {filters.department && !departments.includes(filters.department) ? (
          <MenuItem value={filters.department}>{filters.department}</MenuItem>
        ) : null}
      </TextField>
      <TextField
        type="date"
        label="Submitted from"
        value={filters.submittedFrom}
        onChange={(event) => onChange({ submittedFrom: event.target.value })}
        slotProps={{ ...shrink, htmlInput: { max: filters.submittedTo || undefined } }}
      />
      <TextField
        type="date"
        label="Submitted to"
        value={filters.submittedTo}
        onChange={(event) => onChange({ submittedTo: event.target.value })}
        slotProps={{ ...shrink, htmlInput: { min: filters.submittedFrom || undefined } }}
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
