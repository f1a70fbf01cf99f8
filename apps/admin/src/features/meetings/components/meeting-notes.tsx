import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import type { TMeetingChange } from '../api/change-meeting';

type TMeetingNotesProps = {
  notes: string;
  canEdit: boolean;
  isPending: boolean;
  onChange: (change: TMeetingChange) => void;
};

/** The minutes' notes, written during the meeting and saved with it. */
export function MeetingNotes({ notes, canEdit, isPending, onChange }: TMeetingNotesProps) {
  const [text, setText] = useState(notes);
  return (
    <Stack spacing={2}>
      <TextField
        label="Notes for the minutes"
        multiline
        minRows={4}
        value={text}
        disabled={!canEdit}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 20_000 } }}
      />
      {canEdit ? (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          disabled={isPending || text === notes}
          onClick={() => onChange({ kind: 'update', body: { notes: text } })}
        >
          Save notes
        </Button>
      ) : null}
    </Stack>
  );
}
