import { MenuItem, TextField } from '@mui/material';
import type { TOppeCycle } from '@docapply/contracts';
import { formatCycle } from '../lib/format-oppe';

type TCyclePickerProps = { cycles: TOppeCycle[]; selectedId: string; onSelect: (cycleId: string) => void };

/** The hospital's cycles, newest first; the open one says so. */
export function CyclePicker({ cycles, selectedId, onSelect }: TCyclePickerProps) {
  return (
    <TextField
      select
      size="small"
      label="Cycle"
      value={selectedId}
      onChange={(event) => onSelect(event.target.value)}
      sx={{ width: { xs: '100%', sm: 340 } }}
    >
      {cycles.map((cycle) => (
        <MenuItem key={cycle.id} value={cycle.id}>
          {formatCycle(cycle)}
          {cycle.state === 'open' ? ' (open)' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
