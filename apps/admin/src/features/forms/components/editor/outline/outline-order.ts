import { arrayMove } from '@dnd-kit/sortable';
import type { TFormDefinition } from '@docapply/rules';
import type { TItemAt } from '../tree';

/**
 * The outline as one sortable list: each section's header followed by its items. Dragging an
 * item past a header moves it into that section, so one list serves moves within and across
 * sections, by pointer and by the arrow keys alike. A header is dragged only where sections may
 * move (all forms but the application): while it is, only the headers are drop targets.
 */
export type TOutlineEntry =
  { id: string; kind: 'section'; section: number } | { id: string; kind: 'item'; at: TItemAt; label: string };

/** Stable ids for sortables from names; a repeated name (being edited) gets its occurrence number. */
export function sortableIds(prefix: string, names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? `${prefix}:${name}` : `${prefix}:${name}#${count}`;
  });
}

export function outlineEntries(definition: TFormDefinition): TOutlineEntry[] {
  const ids = sortableIds(
    'item',
    definition.sections.flatMap((section) => section.items.map((item) => item.name)),
  );
  // Sections by key, so a moved section keeps its row (and the focus on its Move button).
  const sectionIds = sortableIds(
    'section',
    definition.sections.map((section) => section.key),
  );
  let next = 0;
  return definition.sections.flatMap((section, s): TOutlineEntry[] => [
    { id: sectionIds[s], kind: 'section', section: s },
    ...section.items.map((item, i): TOutlineEntry => {
      const id = ids[next];
      next += 1;
      return { id, kind: 'item', at: { section: s, item: i }, label: item.label };
    }),
  ]);
}

/**
 * Where the dragged item lands when dropped over `overId`: its section and index there, as
 * arrayMove over the whole list would place it. Null when nothing moves.
 */
export function dropTarget(
  entries: readonly TOutlineEntry[],
  activeId: string,
  overId: string,
): { section: number; index: number } | null {
  const ids = entries.map((entry) => entry.id);
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) {
    return null;
  }
  const kinds = new Map(entries.map((entry) => [entry.id, entry]));
  let section = -1;
  let index = 0;
  for (const id of arrayMove(ids, from, to)) {
    const entry = kinds.get(id);
    if (id === activeId) {
      break;
    }
    if (entry?.kind === 'section') {
      section = entry.section;
      index = 0;
    } else {
      index += 1;
    }
  }
  // Above the first header: the start of the first section.
  return section < 0 ? { section: 0, index: 0 } : { section, index };
}

/**
 * Where the dragged section lands when dropped over `overId` (a header, or an item of that
 * section): that section's index, as arrayMove over the sections places it. Null when nothing moves.
 */
export function sectionDropTarget(
  entries: readonly TOutlineEntry[],
  activeId: string,
  overId: string,
): number | null {
  const active = entries.find((entry) => entry.id === activeId);
  const over = entries.find((entry) => entry.id === overId);
  if (active?.kind !== 'section' || !over) {
    return null;
  }
  const target = over.kind === 'section' ? over.section : over.at.section;
  return target === active.section ? null : target;
}
