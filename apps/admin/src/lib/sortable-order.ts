import { arrayMove } from '@dnd-kit/sortable';

/** A sortable list's ids (an agenda, the practitioner types) with `id` moved to where `overId` stood (a drag) or by `step` places (the buttons). */
export function moveItem(
  ids: string[],
  id: string,
  target: { overId: string } | { step: -1 | 1 },
): string[] | null {
  const from = ids.indexOf(id);
  const to = 'overId' in target ? ids.indexOf(target.overId) : from + target.step;
  if (from < 0 || to < 0 || to >= ids.length || from === to) {
    return null;
  }
  return arrayMove(ids, from, to);
}
