import { useState } from 'react';
import {
  isGroup,
  type TFormDefinition,
  type TFormFieldType,
  type TFormItem,
  type TFormSection,
} from '@docapply/rules';
import { createField, createGroup } from './field-types';
import { dropTarget, outlineEntries, sectionDropTarget } from './outline/outline-order';
import type { TOutlineHandlers, TSelection } from './selection';
import { addSection, moveSection, removeSection, stepSection } from './tree-sections';
import {
  duplicateItemAt,
  getItemAt,
  insertItem,
  moveItem,
  removeItemAt,
  renameItemAt,
  stepItem,
  topLevelNames,
  updateItemAt,
  updateSection,
  type TItemAt,
} from './tree';

/** What waits for the coordinator's "Remove" in the confirmation. */
export type TPendingRemoval =
  { kind: 'item'; at: TItemAt; label: string } | { kind: 'section'; index: number; label: string };

export type TWorkspaceEdits = TOutlineHandlers & {
  onDrop: (activeId: string, overId: string) => void;
  onAddItem: (section: number, type: TFormFieldType) => void;
  onAddGroup: (section: number) => void;
  onAddSection: () => void;
  onStepSection: (index: number, step: -1 | 1) => void;
  onRemoveSection: (index: number) => void;
  onUpdateItem: (at: TItemAt, update: (item: TFormItem) => TFormItem) => void;
  onRename: (at: TItemAt, name: string) => void;
  onUpdateSection: (index: number, update: (section: TFormSection) => TFormSection) => void;
  pendingRemoval: TPendingRemoval | null;
  /** How many removals were confirmed: focus goes back to the outline after each. */
  removals: number;
  cancelRemoval: () => void;
  confirmRemoval: () => void;
};

type TUseWorkspaceEditsOptions = {
  definition: TFormDefinition;
  onChange: (next: TFormDefinition) => void;
  /** Follows an edit (a move, a duplicate, a removal) without taking the coordinator anywhere. */
  setSelection: (selection: TSelection | null) => void;
  /** The coordinator chose or created something to edit: on a phone, its properties open. */
  reveal: (selection: TSelection) => void;
};

/** Every edit of the workspace as one new definition for onChange, and where the selection goes after it. */
export function useWorkspaceEdits({
  definition,
  onChange,
  setSelection,
  reveal,
}: TUseWorkspaceEditsOptions): TWorkspaceEdits {
  const [pendingRemoval, setPendingRemoval] = useState<TPendingRemoval | null>(null);
  const [removals, setRemovals] = useState(0);
  const apply = (next: TFormDefinition, selection?: TSelection | null) => {
    onChange(next);
    if (selection !== undefined) {
      setSelection(selection);
    }
  };
  const addTo = (section: number, item: TFormItem) => {
    const index = definition.sections[section].items.length;
    apply(insertItem(definition, { section, index }, item));
    reveal({ section, item: index });
  };
  const labelOf = (at: TItemAt) => getItemAt(definition, at)?.label ?? 'this field';

  return {
    onSelect: reveal,
    onGrab: setSelection,
    onStep: (at, step) => {
      const moved = stepItem(definition, at, step);
      if (moved) {
        apply(moved.definition, moved.at);
      }
    },
    onDuplicate: (at) => {
      const copy = duplicateItemAt(definition, at);
      apply(copy.definition, copy.at);
    },
    onRemove: (at) => setPendingRemoval({ kind: 'item', at, label: labelOf(at) }),
    onAddToGroup: (group, type) => {
      const current = getItemAt(definition, group);
      if (!current || !isGroup(current)) {
        return;
      }
      const taken = new Set(current.fields.map((field) => field.name));
      const index = current.fields.length;
      const next = insertItem(
        definition,
        { section: group.section, group: group.item, index },
        createField(type, taken),
      );
      apply(next);
      reveal({ ...group, field: index });
    },
    onMoveInGroup: (group, from, to) => {
      if (from >= 0 && to >= 0 && from !== to) {
        const moved = moveItem(definition, { ...group, field: from }, { section: group.section, index: to });
        apply(moved.definition, moved.at);
      }
    },
    onDrop: (activeId, overId) => {
      const entries = outlineEntries(definition);
      const active = entries.find((entry) => entry.id === activeId);
      const target = dropTarget(entries, activeId, overId);
      if (active?.kind === 'item' && target) {
        const moved = moveItem(definition, active.at, target);
        apply(moved.definition, moved.at);
      }
      const sectionTarget = sectionDropTarget(entries, activeId, overId);
      if (active?.kind === 'section' && sectionTarget !== null) {
        apply(moveSection(definition, active.section, sectionTarget), { section: sectionTarget });
      }
    },
    onAddItem: (section, type) => addTo(section, createField(type, topLevelNames(definition))),
    onAddGroup: (section) => addTo(section, createGroup(topLevelNames(definition))),
    onAddSection: () => {
      apply(addSection(definition, 'New section'));
      reveal({ section: definition.sections.length });
    },
    onStepSection: (index, step) => {
      const next = stepSection(definition, index, step);
      if (next !== definition) {
        apply(next, { section: index + step });
      }
    },
    onRemoveSection: (index) =>
      setPendingRemoval({
        kind: 'section',
        index,
        label: definition.sections[index]?.title ?? 'this section',
      }),
    onUpdateItem: (at, update) => apply(updateItemAt(definition, at, update)),
    onRename: (at, name) => apply(renameItemAt(definition, at, name)),
    onUpdateSection: (index, update) => apply(updateSection(definition, index, update)),
    pendingRemoval,
    removals,
    cancelRemoval: () => setPendingRemoval(null),
    confirmRemoval: () => {
      if (pendingRemoval?.kind === 'item') {
        apply(removeItemAt(definition, pendingRemoval.at), null);
      } else if (pendingRemoval?.kind === 'section') {
        apply(removeSection(definition, pendingRemoval.index), null);
      }
      setPendingRemoval(null);
      setRemovals((count) => count + 1);
    },
  };
}
