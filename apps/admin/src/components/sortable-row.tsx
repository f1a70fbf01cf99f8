import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { useDndContext } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, type SxProps, type Theme } from '@mui/material';

type TSortableRowProps = {
  id: string;
  /** The handle's name, e.g. `Drag First name`; none for a row that is only a drop target. */
  handleLabel?: string;
  /** A section's header (the default: an item). While a header is dragged, only headers take it. */
  kind?: 'section' | 'item';
  /**
   * The handle was pressed (pointer down, a click, or the keys that pick it up): the row's entry
   * becomes the one edited, so what is typed next goes to the row being moved.
   */
  onGrab?: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/**
 * A row of a SortableArea: a drag handle (pointer or keyboard) before its content. A row without
 * `handleLabel` (the application's section headers) cannot be dragged but items can be dropped
 * around it. A dragged section header moves among the headers only, so each arrow key passes a
 * whole section.
 */
export function SortableRow({ id, handleLabel, kind = 'item', onGrab, sx, children }: TSortableRowProps) {
  const isStatic = handleLabel === undefined;
  const { active } = useDndContext();
  const isSectionDrag = (active?.data.current as { kind?: string } | undefined)?.kind === 'section';
  const sortable = useSortable({
    id,
    data: { kind },
    disabled: { draggable: isStatic, droppable: kind === 'item' && isSectionDrag },
  });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    sortable;
  // Space and Enter are the keys dnd-kit's keyboard sensor picks a handle up with. During a drag
  // (when they drop it) nothing is grabbed: the drop decides what is selected.
  const grab = () => {
    if (active === null) {
      onGrab?.();
    }
  };
  const handleListeners = {
    ...listeners,
    onPointerDown: (event: PointerEvent) => {
      grab();
      listeners?.onPointerDown?.(event);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.code === 'Space' || event.code === 'Enter') {
        grab();
      }
      listeners?.onKeyDown?.(event);
    },
  };
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-sortable-row=""
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={[
        { listStyle: 'none', position: 'relative', zIndex: isDragging ? 2 : undefined },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        {isStatic ? null : (
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...handleListeners}
            onClick={grab}
            aria-label={handleLabel}
            size="small"
            sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', mt: 1 }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Box>
    </Box>
  );
}
