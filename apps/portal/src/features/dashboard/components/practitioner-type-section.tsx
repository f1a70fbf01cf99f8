import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { TAccountPractitionerType } from '@docapply/contracts';
import { getErrorMessage, useAlert } from '@docapply/ui';
import { usePractitionerTypes } from '@/hooks/use-practitioner-types';
import { useIsDelegate } from '@/lib/session';
import { useChangePractitionerType, usePractitionerType } from '../api/practitioner-type';

const LOCKED =
  'It can no longer be changed here: the medical staff office verifies and reviews your submitted application as this type. If it is wrong, contact the medical staff office.';

/** Until the first submission: a select of the active types, Save and Cancel. */
function ChangeForm({ current, onDone }: { current: TAccountPractitionerType; onDone: () => void }) {
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

/**
 * The practitioner's type ("I am a" at registration), which decides what their applications need.
 * The doctor changes it until their first submission; a delegate reads it only (the API refuses
 * them the change too).
 */
export function PractitionerTypeSection() {
  const { data } = usePractitionerType();
  // Note: who the practitioner is: the doctor's to change in person, never a delegate's.
  const isDelegate = useIsDelegate();
  const [isEditing, setIsEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form goes: the focus goes to the heading, which names the type now held.
  const closeForm = () => {
    setIsEditing(false);
    heading.current?.focus();
  };
  if (!data) {
    return null;
  }
  const canChange = data.canChange && !isDelegate;
  const explanation = isDelegate
    ? 'Only the doctor can change their practitioner type.'
    : data.canChange
      ? 'You chose it when you registered. It decides what your applications ask for; you can change it until you submit your first application.'
      : LOCKED;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="practitioner-type-heading"
      sx={{ borderRadius: 3, p: { xs: 4, md: 6 } }}
    >
      <Stack spacing={3}>
        <Typography
          id="practitioner-type-heading"
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700 }}
        >
          Practitioner type: {data.type.name}
        </Typography>
        <Typography color="text.secondary">{explanation}</Typography>
        {canChange && isEditing ? <ChangeForm current={data} onDone={closeForm} /> : null}
        {canChange && !isEditing ? (
          <Box>
            <Button variant="outlined" onClick={() => setIsEditing(true)}>
              Change practitioner type
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
