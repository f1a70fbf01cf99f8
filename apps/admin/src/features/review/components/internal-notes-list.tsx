import { Chip, Paper, Stack, Typography } from '@mui/material';
import type { TInternalNote } from '@docapply/contracts';
import { formatMoment } from '@docapply/ui';

export function getNotePlace(section: TInternalNote['section']): string {
  return section ? `Section ${section}` : 'Whole application';
}

/** The notes shown, newest first: who wrote each, when, and where it belongs. */
export function InternalNotesList({ notes, emptyText }: { notes: TInternalNote[]; emptyText: string }) {
  if (notes.length === 0) {
    return <Typography color="text.secondary">{emptyText}</Typography>;
  }
  return (
    <Stack component="ul" aria-label="Notes" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {notes.map((note) => (
        <Paper key={note.id} component="li" variant="outlined" sx={{ borderRadius: 2, p: 4 }}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{note.author?.name ?? 'Former administrator'}</Typography>
            <Chip size="small" label={getNotePlace(note.section)} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <time dateTime={note.createdAt}>{formatMoment(note.createdAt)}</time>
          </Typography>
          <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.message}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
