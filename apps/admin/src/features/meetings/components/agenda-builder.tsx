import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { MEETING_OUTCOME_LABELS, type TMeeting, type TMeetingItem } from '@docapply/contracts';
import { SortableArea } from '@/components/sortable-area';
import { SortableRow } from '@/components/sortable-row';
import type { TMeetingChange } from '../api/change-meeting';
import { moveItem } from '@/lib/sortable-order';

type TAgendaRowProps = {
  item: TMeetingItem;
  index: number;
  count: number;
  canEdit: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

function AgendaRow({ item, index, count, canEdit, onMove, onRemove }: TAgendaRowProps) {
  return (
    <SortableRow
      id={item.applicationId}
      handleLabel={canEdit ? `Drag ${item.doctorName}` : undefined}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', minHeight: 40, flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
      >
        <Typography sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          {index + 1}. {item.doctorName}
        </Typography>
        {item.outcome ? <Chip size="small" label={MEETING_OUTCOME_LABELS[item.outcome]} /> : null}
        {canEdit ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={`Move up: ${item.doctorName}`}
            >
              Move up
            </Button>
            <Button
              size="small"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={`Move down: ${item.doctorName}`}
            >
              Move down
            </Button>
            <Button
              size="small"
              color="error"
              onClick={onRemove}
              disabled={Boolean(item.outcome)}
              aria-label={`Remove: ${item.doctorName}`}
            >
              Remove
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </SortableRow>
  );
}

type TAgendaBuilderProps = {
  meeting: TMeeting;
  canEdit: boolean;
  onChange: (change: TMeetingChange) => void;
};

/** The agenda in order: dragged by its handles (pointer or keyboard), or moved with the buttons. */
export function AgendaBuilder({ meeting, canEdit, onChange }: TAgendaBuilderProps) {
  const ids = meeting.items.map((item) => item.applicationId);
  const names = new Map(meeting.items.map((item) => [item.applicationId, item.doctorName]));
  const reorder = (id: string, target: { overId: string } | { step: -1 | 1 }) => {
    const next = moveItem(ids, id, target);
    if (next) {
      onChange({ kind: 'reorder', applicationIds: next });
    }
  };
  if (meeting.items.length === 0) {
    return <Typography color="text.secondary">No files on the agenda yet.</Typography>;
  }
  return (
    <SortableArea
      ids={ids}
      describe={(id) => names.get(id) ?? 'file'}
      describeTarget={(_id, overId) => `place ${ids.indexOf(overId) + 1} of ${ids.length}`}
      onMove={(id, overId) => reorder(id, { overId })}
    >
      <Box component="ol" aria-label="Agenda" sx={{ m: 0, p: 0 }}>
        {meeting.items.map((item, index) => (
          <AgendaRow
            key={item.applicationId}
            item={item}
            index={index}
            count={meeting.items.length}
            canEdit={canEdit}
            onMove={(step) => reorder(item.applicationId, { step })}
            onRemove={() => onChange({ kind: 'remove-item', applicationId: item.applicationId })}
          />
        ))}
      </Box>
    </SortableArea>
  );
}
