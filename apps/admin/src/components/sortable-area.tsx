import { useRef, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';

type TSortableAreaProps = {
  ids: string[];
  /** What a screen reader hears for an entry, e.g. `field "First name"`. */
  describe: (id: string) => string;
  /** Where the dragged entry lands over `overId`, e.g. `position 2 in section B`. */
  describeTarget: (activeId: string, overId: string) => string;
  onMove: (activeId: string, overId: string) => void;
  children: ReactNode;
};

const INSTRUCTIONS = {
  draggable:
    'To move an item, press space or enter on its handle, use the up and down arrow keys, then press space or enter to drop it, or escape to cancel.',
};

/**
 * One vertical sortable list: drag a handle with the pointer, or focus it and use space, the
 * arrows and space again; every step is announced in words. A short pointer distance before a
 * drag starts keeps a click on the handle a click.
 */
export function SortableArea({ ids, describe, describeTarget, onMove, children }: TSortableAreaProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit reports the item over itself right after pick-up; only a change of place is news.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const name = (id: UniqueIdentifier) => describe(String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${name(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver.current) {
        return undefined;
      }
      lastOver.current = overId;
      if (overId === null) {
        return `${name(active.id)} is not over the list.`;
      }
      return overId === active.id
        ? `${name(active.id)} is back in its place.`
        : `${name(active.id)} would move to ${describeTarget(String(active.id), String(overId))}.`;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `${name(active.id)} was moved to ${describeTarget(String(active.id), String(over.id))}.`
        : `${name(active.id)} was dropped in its place.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${name(active.id)} stays in its place.`,
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) {
      onMove(String(active.id), String(over.id));
    }
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
