import {
  isGroup,
  type TFormDefinition,
  type TFormField,
  type TFormGroup,
  type TFormItem,
  type TFormSection,
} from '@docapply/rules';

/**
 * Pure, immutable edits of a form definition for the editor: every function returns a new
 * definition and leaves its input untouched, so the workspace can hand it to onChange as is.
 */

/** Where an item is: a section's item, or (with `field`) one field of the group at that item. */
export type TItemAt = { section: number; item: number; field?: number };

/** The definition path of an item, as the server's and checkFormDefinition's issues name it. */
export function itemPath(at: TItemAt): string {
  const base = `sections.${at.section}.items.${at.item}`;
  return at.field === undefined ? base : `${base}.fields.${at.field}`;
}

export function getItemAt(definition: TFormDefinition, at: TItemAt): TFormItem | undefined {
  const item = definition.sections[at.section]?.items[at.item];
  if (at.field === undefined || !item) {
    return item;
  }
  return isGroup(item) ? item.fields[at.field] : undefined;
}

/** Applies `update` to one section. */
export function updateSection(
  definition: TFormDefinition,
  index: number,
  update: (section: TFormSection) => TFormSection,
): TFormDefinition {
  return {
    ...definition,
    sections: definition.sections.map((section, at) => (at === index ? update(section) : section)),
  };
}

function setItems(definition: TFormDefinition, section: number, items: TFormItem[]): TFormDefinition {
  return updateSection(definition, section, (current) => ({ ...current, items }));
}

function setGroupFields(group: TFormGroup, fields: TFormField[]): TFormGroup {
  return { ...group, fields };
}

/** Replaces the item (or group field) at `at` with what `update` returns. */
export function updateItemAt(
  definition: TFormDefinition,
  at: TItemAt,
  update: (item: TFormItem) => TFormItem,
): TFormDefinition {
  const items = definition.sections[at.section].items.map((item, index) => {
    if (index !== at.item) {
      return item;
    }
    if (at.field === undefined) {
      return update(item);
    }
    if (!isGroup(item)) {
      return item;
    }
    const fields = item.fields.map((field, f) => (f === at.field ? (update(field) as TFormField) : field));
    return setGroupFields(item, fields);
  });
  return setItems(definition, at.section, items);
}

function insertAt<T>(list: readonly T[], index: number, value: T): T[] {
  return [...list.slice(0, index), value, ...list.slice(index)];
}

function moveWithin<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Inserts an item into a section (or a field into the group at `group`) at `index`. */
export function insertItem(
  definition: TFormDefinition,
  target: { section: number; index: number; group?: number },
  item: TFormItem,
): TFormDefinition {
  const { section, index, group } = target;
  if (group === undefined) {
    return setItems(definition, section, insertAt(definition.sections[section].items, index, item));
  }
  return updateItemAt(definition, { section, item: group }, (current) =>
    isGroup(current) ? setGroupFields(current, insertAt(current.fields, index, item as TFormField)) : current,
  );
}

export function removeItemAt(definition: TFormDefinition, at: TItemAt): TFormDefinition {
  if (at.field !== undefined) {
    return updateItemAt(definition, { section: at.section, item: at.item }, (group) =>
      isGroup(group)
        ? setGroupFields(
            group,
            group.fields.filter((_, f) => f !== at.field),
          )
        : group,
    );
  }
  const items = definition.sections[at.section].items.filter((_, index) => index !== at.item);
  return setItems(definition, at.section, items);
}

/**
 * Moves a section's item to `to.index` of section `to.section` (the index counted once the item
 * has left its place), or a group's field to position `to.index` within its group.
 */
export function moveItem(
  definition: TFormDefinition,
  from: TItemAt,
  to: { section: number; index: number },
): { definition: TFormDefinition; at: TItemAt } {
  if (from.field !== undefined) {
    const group = { section: from.section, item: from.item };
    const fromField = from.field;
    const next = updateItemAt(definition, group, (item) =>
      isGroup(item) ? setGroupFields(item, moveWithin(item.fields, fromField, to.index)) : item,
    );
    return { definition: next, at: { ...group, field: to.index } };
  }
  const item = definition.sections[from.section].items[from.item];
  const without = removeItemAt(definition, from);
  const next = insertItem(without, { section: to.section, index: to.index }, item);
  return { definition: next, at: { section: to.section, item: to.index } };
}

/**
 * One step up (-1) or down (+1), for the Move buttons: within a section, then over the border
 * to the end of the previous or the start of the next section. A group's field stays in its
 * group. Null when there is nowhere to go.
 */
export function stepItem(
  definition: TFormDefinition,
  at: TItemAt,
  step: -1 | 1,
): { definition: TFormDefinition; at: TItemAt } | null {
  if (at.field !== undefined) {
    const group = getItemAt(definition, { section: at.section, item: at.item });
    const target = at.field + step;
    if (!group || !isGroup(group) || target < 0 || target >= group.fields.length) {
      return null;
    }
    return moveItem(definition, at, { section: at.section, index: target });
  }
  const count = definition.sections[at.section].items.length;
  const target = at.item + step;
  if (target >= 0 && target < count) {
    return moveItem(definition, at, { section: at.section, index: target });
  }
  const section = at.section + step;
  if (section < 0 || section >= definition.sections.length) {
    return null;
  }
  const index = step < 0 ? definition.sections[section].items.length : 0;
  return moveItem(definition, at, { section, index });
}

/** `base`, or `base` followed by the smallest number from 2 that no name in `taken` has. */
export function uniqueName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) {
    return base;
  }
  let n = 2;
  while (taken.has(`${base}${n}`)) {
    n += 1;
  }
  return `${base}${n}`;
}

/** Names of every section's items: one namespace, as answers are keyed by them. */
export function topLevelNames(definition: TFormDefinition): Set<string> {
  return new Set(definition.sections.flatMap((section) => section.items.map((item) => item.name)));
}

/** The names an item at `at` must differ from: its group's fields, or every section's items. */
export function namesInScope(definition: TFormDefinition, at: TItemAt): Set<string> {
  if (at.field === undefined) {
    return topLevelNames(definition);
  }
  const group = getItemAt(definition, { section: at.section, item: at.item });
  return new Set(group && isGroup(group) ? group.fields.map((field) => field.name) : []);
}

/** A copy placed right after the original, under a key nobody in its scope has (`keyCopy`, `keyCopy2`...). */
export function duplicateItemAt(
  definition: TFormDefinition,
  at: TItemAt,
): { definition: TFormDefinition; at: TItemAt } {
  const original = getItemAt(definition, at);
  if (!original) {
    return { definition, at };
  }
  const name = uniqueName(`${original.name}Copy`, namesInScope(definition, at));
  const copy = structuredClone({ ...original, name, label: `${original.label} (copy)` });
  if (at.field !== undefined) {
    const next = insertItem(definition, { section: at.section, group: at.item, index: at.field + 1 }, copy);
    return { definition: next, at: { ...at, field: at.field + 1 } };
  }
  const next = insertItem(definition, { section: at.section, index: at.item + 1 }, copy);
  return { definition: next, at: { section: at.section, item: at.item + 1 } };
}

function renameReference<T extends TFormItem>(item: T, from: string, to: string): T {
  let next = item;
  if (item.showWhen?.field === from) {
    next = { ...next, showWhen: { ...item.showWhen, field: to } };
  }
  if (!isGroup(item) && item.expiryField === from) {
    next = { ...next, expiryField: to };
  }
  return next;
}

/**
 * Renames the item at `at` and what points at it in its scope (showWhen conditions, a
 * document's expiry field), so a new key does not break the conditions built on the old one.
 * References are left alone when another item of the scope still has the old name.
 */
export function renameItemAt(definition: TFormDefinition, at: TItemAt, name: string): TFormDefinition {
  const item = getItemAt(definition, at);
  if (!item) {
    return definition;
  }
  const renamed = updateItemAt(definition, at, (current) => ({ ...current, name }));
  const oldName = item.name;
  if (oldName === '' || oldName === name || sharesName(definition, at, oldName)) {
    return renamed;
  }
  if (at.field !== undefined) {
    return updateItemAt(renamed, { section: at.section, item: at.item }, (group) =>
      isGroup(group)
        ? setGroupFields(
            group,
            group.fields.map((field) => renameReference(field, oldName, name)),
          )
        : group,
    );
  }
  return {
    ...renamed,
    sections: renamed.sections.map((section) => ({
      ...section,
      items: section.items.map((current) => renameReference(current, oldName, name)),
    })),
  };
}

/** The items an item's name and references live among: every section's items, or its group's fields. */
export function scopeItems(definition: TFormDefinition, at: TItemAt): TFormItem[] {
  if (at.field === undefined) {
    return definition.sections.flatMap((section) => section.items);
  }
  const group = getItemAt(definition, { section: at.section, item: at.item });
  return group && isGroup(group) ? group.fields : [];
}

function sharesName(definition: TFormDefinition, at: TItemAt, name: string): boolean {
  return scopeItems(definition, at).filter((item) => item.name === name).length > 1;
}
