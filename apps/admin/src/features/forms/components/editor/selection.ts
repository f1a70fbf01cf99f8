import type { TFormFieldType } from '@docapply/rules';
import type { TItemAt } from './tree';

/** What the properties area edits: a section (`item` unset), an item, or a group's field. */
export type TSelection = { section: number; item?: number; field?: number };

/** The selected item's place, or null when a section (or nothing) is selected. */
export function selectedItem(selection: TSelection | null): TItemAt | null {
  if (!selection || selection.item === undefined) {
    return null;
  }
  return { section: selection.section, item: selection.item, field: selection.field };
}

export function isSelected(selection: TSelection | null, at: TSelection): boolean {
  return (
    selection !== null &&
    selection.section === at.section &&
    selection.item === at.item &&
    selection.field === at.field
  );
}

/** What the outline asks of the workspace; each edit ends in one onChange with a new definition. */
export type TOutlineHandlers = {
  onSelect: (selection: TSelection) => void;
  /** A drag handle was pressed: its entry is selected, and on a phone the outline stays in view for the drag. */
  onGrab: (selection: TSelection) => void;
  onStep: (at: TItemAt, step: -1 | 1) => void;
  onDuplicate: (at: TItemAt) => void;
  onRemove: (at: TItemAt) => void;
  onAddToGroup: (group: TItemAt, type: TFormFieldType) => void;
  onMoveInGroup: (group: TItemAt, from: number, to: number) => void;
};
