import { useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { AUDIT_ENTITY_LABELS, listAuditActions } from '@docapply/contracts';
import { SearchField } from '@docapply/ui';
import type { TAuditFilters } from '../../hooks/use-audit-filters';

const ACTIONS = listAuditActions();
const ENTITIES = Object.entries(AUDIT_ENTITY_LABELS).sort(([, a], [, b]) => a.localeCompare(b));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const shrink = { inputLabel: { shrink: true } } as const;

type TAuditFiltersProps = {
  filters: TAuditFilters;
  hospitals: { id: string; name: string }[];
  hasFilters: boolean;
  onChange: (patch: Partial<TAuditFilters>) => void;
  onClear: () => void;
};

/** An application id as typed: applied once it is a whole id (or empty), marked otherwise. */
function ApplicationField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const trimmed = text.trim();
  const isInvalid = trimmed !== '' && !UUID.test(trimmed);
  return (
    <TextField
      label="Application id"
      value={text}
      error={isInvalid}
      helperText={isInvalid ? 'Paste a whole application id' : ' '}
      onChange={(event) => {
        setText(event.target.value);
        const next = event.target.value.trim();
        if (next === '' || UUID.test(next)) {
          onChange(next.toLowerCase());
        }
      }}
      slotProps={shrink}
    />
  );
}

/** What, who, where and when: each filter is kept in the URL. */
export function AuditFilters({ filters, hospitals, hasFilters, onChange, onClear }: TAuditFiltersProps) {
  // A new key empties the text fields, text not yet applied included.
  const [textKey, setTextKey] = useState(0);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      <SearchField
        key={`actor-${textKey}`}
        label="Who (name or email)"
        value={filters.actor}
        onSearch={(actor) => onChange({ actor })}
      />
      <TextField
        select
        label="Action"
        value={filters.action}
        onChange={(event) => onChange({ action: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, ...shrink }}
      >
        <MenuItem value="">Any action</MenuItem>
        {ACTIONS.map(({ action, label }) => (
          <MenuItem key={action} value={action}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Entity"
        value={filters.entity}
        onChange={(event) => onChange({ entity: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, ...shrink }}
      >
        <MenuItem value="">Anything</MenuItem>
        {ENTITIES.map(([entity, label]) => (
          <MenuItem key={entity} value={entity}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Hospital"
        value={filters.hospitalId}
        onChange={(event) => onChange({ hospitalId: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, ...shrink }}
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
      <ApplicationField
        key={`application-${textKey}`}
        value={filters.applicationId}
        onChange={(applicationId) => onChange({ applicationId })}
      />
      <TextField
        type="date"
        label="From"
        value={filters.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ ...shrink, htmlInput: { max: filters.to || undefined } }}
      />
      <TextField
        type="date"
        label="To"
        value={filters.to}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ ...shrink, htmlInput: { min: filters.from || undefined } }}
      />
      {hasFilters ? (
        <Button
          onClick={() => {
            setTextKey((key) => key + 1);
            onClear();
          }}
          sx={{ justifySelf: 'start', alignSelf: 'center' }}
        >
          Clear filters
        </Button>
      ) : null}
    </Box>
  );
}
