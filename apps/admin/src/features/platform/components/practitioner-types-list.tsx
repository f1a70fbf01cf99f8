import { useLayoutEffect, useRef, useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  MEMBERSHIP_CATEGORIES,
  MEMBERSHIP_CATEGORY_LABELS,
  PRACTITIONER_CATEGORY_LABELS,
  type TPractitionerType,
} from '@docapply/contracts';
import { SortableArea } from '@/components/sortable-area';
import { SortableRow } from '@/components/sortable-row';
import { moveItem } from '@/lib/sortable-order';

/** A button's move: focus waits for the list in its new order (`order`, the codes joined). */
type TMove = { code: string; step: -1 | 1; order: string };

type TPractitionerTypeRowProps = {
  type: TPractitionerType;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onRetire: () => void;
};

function PractitionerTypeRow({ type, index, count, onMove, onEdit, onRetire }: TPractitionerTypeRowProps) {
  return (
    <SortableRow
      id={type.code}
      handleLabel={`Drag ${type.name}`}
      sx={{ py: 3, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 2, alignItems: 'center' }}
      >
        <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {index + 1}. {type.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Code {type.code} · {PRACTITIONER_CATEGORY_LABELS[type.category]}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {type.requiresSupervision
              ? 'Needs a supervising or collaborating physician'
              : 'Needs no supervising physician'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Appointed as:{' '}
            {MEMBERSHIP_CATEGORIES.filter((category) => type.membershipCategories.includes(category))
              .map((category) => MEMBERSHIP_CATEGORY_LABELS[category])
              .join(', ')}
          </Typography>
        </Box>
        {type.isActive ? null : <Chip size="small" variant="outlined" label="Retired" />}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            data-move={`${type.code}:-1`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={`Move up: ${type.name}`}
          >
            Move up
          </Button>
          <Button
            size="small"
            data-move={`${type.code}:1`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={`Move down: ${type.name}`}
          >
            Move down
          </Button>
          <Button
            size="small"
            startIcon={<EditOutlinedIcon />}
            onClick={onEdit}
            aria-label={`Edit ${type.name}`}
          >
            Edit
          </Button>
          {/* One button whose words change: focus stays on it after a retire or a restore. */}
          <Button
            size="small"
            color={type.isActive ? 'error' : 'primary'}
            onClick={onRetire}
            aria-label={`${type.isActive ? 'Retire' : 'Restore'} ${type.name}`}
          >
            {type.isActive ? 'Retire' : 'Restore'}
          </Button>
        </Stack>
      </Stack>
    </SortableRow>
  );
}

type TPractitionerTypesListProps = {
  types: TPractitionerType[];
  onReorder: (codes: string[], code: string) => void;
  onEdit: (type: TPractitionerType) => void;
  onRetire: (type: TPractitionerType) => void;
};

/**
 * The types in the order every list shows them: dragged by their handles (pointer or keyboard), or
 * moved with the buttons. After a button's move, focus stays on that button in the moved row (or
 * on its other move button, when the row reached an end).
 */
export function PractitionerTypesList({ types, onReorder, onEdit, onRetire }: TPractitionerTypesListProps) {
  const codes = types.map((type) => type.code);
  const names = new Map(types.map((type) => [type.code, type.name]));
  const listRef = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<TMove | null>(null);
  useLayoutEffect(() => {
    if (!moved || !listRef.current || types.map((type) => type.code).join() !== moved.order) {
      return;
    }
    const find = (step: number) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.code}:${step}"]:not(:disabled)`);
    (find(moved.step) ?? find(-moved.step))?.focus();
    setMoved(null);
  }, [moved, types]);
  const reorder = (code: string, target: { overId: string } | { step: -1 | 1 }) => {
    const next = moveItem(codes, code, target);
    if (next) {
      onReorder(next, code);
      if ('step' in target) {
        setMoved({ code, step: target.step, order: next.join() });
      }
    }
  };
  return (
    <SortableArea
      ids={codes}
      describe={(code) => names.get(code) ?? 'type'}
      describeTarget={(_code, overId) => `place ${codes.indexOf(overId) + 1} of ${codes.length}`}
      onMove={(code, overId) => reorder(code, { overId })}
    >
      <Box component="ol" ref={listRef} aria-label="Practitioner types" sx={{ m: 0, p: 0 }}>
        {types.map((type, index) => (
          <PractitionerTypeRow
            key={type.code}
            type={type}
            index={index}
            count={types.length}
            onMove={(step) => reorder(type.code, { step })}
            onEdit={() => onEdit(type)}
            onRetire={() => onRetire(type)}
          />
        ))}
      </Box>
    </SortableArea>
  );
}
