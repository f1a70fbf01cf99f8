import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { INTERNAL_NOTE_MESSAGES, WHOLE_APPLICATION, type TInternalNote } from '@docapply/contracts';
import { LazySelect, SectionCard, getErrorMessage } from '@docapply/ui';
import { useInternalNotes } from '../api/notes';
import { NoteForm } from './note-form-stand-in';
import { NOTE_SECTION_OPTIONS } from './note-fields';
import { InternalNotesList } from './internal-notes-list';

const ALL = 'all';
const FILTER_OPTIONS = [{ value: ALL, label: 'All notes' }, ...NOTE_SECTION_OPTIONS];

function matches(note: TInternalNote, filter: string): boolean {
  return filter === ALL || (note.section ?? WHOLE_APPLICATION) === filter;
}

function Notes({ applicationId }: { applicationId: string }) {
  const notes = useInternalNotes(applicationId);
  const [filter, setFilter] = useState(ALL);
  if (notes.isPending) {
    return (
      <Typography role="status" color="text.secondary">
        Loading notes...
      </Typography>
    );
  }
  if (!notes.data) {
    // A side card's failed read is announced politely: the page's alerts speak for what the user did.
    return (
      <Alert
        severity="error"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => void notes.refetch()}>
            Try again
          </Button>
        }
      >
        {getErrorMessage(notes.error)}
      </Alert>
    );
  }
  const shown = notes.data.filter((note) => matches(note, filter));
  const filterLabel = FILTER_OPTIONS.find((option) => option.value === filter)?.label ?? '';
  return (
    <Stack spacing={3}>
      {notes.data.length > 0 ? (
        <LazySelect
          size="small"
          fullWidth
          label="Show"
          value={filter}
          options={FILTER_OPTIONS}
          onChange={setFilter}
          sx={{ maxWidth: 240 }}
        />
      ) : null}
      <InternalNotesList
        notes={shown}
        emptyText={filter === ALL ? 'No internal notes yet.' : `No notes about “${filterLabel}” yet.`}
      />
    </Stack>
  );
}

/** The office's private notes on the application: never shown to the doctor, never edited or deleted. */
export function InternalNotesCard({ applicationId }: { applicationId: string }) {
  return (
    <SectionCard id="internal-notes-heading" title="Internal notes">
      <Stack spacing={4}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <LockOutlinedIcon color="primary" fontSize="small" aria-hidden sx={{ mt: 0.5 }} />
          <Typography>{INTERNAL_NOTE_MESSAGES.privacy}</Typography>
        </Stack>
        <NoteForm applicationId={applicationId} />
        <Typography variant="body2" color="text.secondary">
          {INTERNAL_NOTE_MESSAGES.permanence}
        </Typography>
        <Notes applicationId={applicationId} />
      </Stack>
    </SectionCard>
  );
}
