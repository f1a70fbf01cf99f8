import { useEffect, useState } from 'react';
import { MenuItem, TextField, Typography } from '@mui/material';
import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { authStorage } from '@/lib/auth-storage';
import { useDelegations } from '../api/get-delegations';
import { layoutKeys } from '../api/layout-keys';

/**
 * A delegate's choice of the doctor they work for (issue 16): every API call names that doctor,
 * and changing it reads every page's data again as the other doctor's.
 */
export function DelegateSwitcher({ isFullWidth = false }: { isFullWidth?: boolean }) {
  // Note: the header renders it for a delegate only.
  const delegations = useDelegations();
  const queryClient = useQueryClient();
  const [actingFor, setActingFor] = useState(() => authStorage.getActingFor());
  const doctors = delegations.data ?? [];

  // A revoked doctor, or none chosen yet: the first doctor the delegate serves.
  const first = doctors[0]?.doctorId ?? null;
  const isKnown = doctors.some((doctor) => doctor.doctorId === actingFor);
  const current = isKnown ? actingFor : first;

  useEffect(() => {
    if (current && current !== authStorage.getActingFor()) {
      authStorage.setActingFor(current);
      // Everything on screen was read for no doctor or another one: read it again (not this list).
      void queryClient.resetQueries({
        predicate: (query) => !matchQuery({ queryKey: layoutKeys.delegations() }, query),
      });
    }
  }, [current, queryClient]);

  if (delegations.isPending) {
    return null;
  }
  if (doctors.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={isFullWidth ? { pb: 3 } : undefined}>
        No doctor has added you as their delegate.
      </Typography>
    );
  }
  return (
    <TextField
      select
      size="small"
      label="Working for"
      value={current ?? ''}
      onChange={(event) => setActingFor(event.target.value)}
      fullWidth={isFullWidth}
      sx={isFullWidth ? { mb: 3 } : { width: 200, flexShrink: 0 }}
    >
      {doctors.map((doctor) => (
        <MenuItem key={doctor.doctorId} value={doctor.doctorId}>
          {doctor.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
