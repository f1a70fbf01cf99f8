import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import type { TAccountPractitionerType } from '@docapply/contracts';
import { getErrorMessage, useAlert } from '@docapply/ui';
import { usePractitionerTypes } from '@/hooks/use-practitioner-types';
import { useChangePractitionerType } from '../api/practitioner-type';

/** Until the first submission: a select of the active types, Save and Cancel. */
export function ChangeForm({ current, onDone }: { current: TAccountPractitionerType; onDone: () => void }) {
  const types = usePractitionerTypes();
  const change = useChangePractitionerType();
  const { showAlert } = useAlert();
  const [code, setCode] = useState(current.type.code);
  const options = types.data ?? [current.type];

  const save = (event: FormEvent) => {
    event.preventDefault();
    change
      .mutateAsync({ practitionerType: code })
      .then((result) => {
        showAlert({ type: 'success', message: `Your practitioner type is now ${result.type.name}.` });
        onDone();
      })
      .catch((failure: unknown) => showAlert({ type: 'error', message: getErrorMessage(failure) }));
  };
  return (
    <Stack
      component="form"
      onSubmit={save}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label="Practitioner type"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        sx={{ minWidth: 280 }}
      >
        {options.map((type) => (
          <MenuItem key={type.code} value={type.code}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
      </Box>
    </Stack>
  );
}
