import { describeItemChanges, describeSectionChanges, type TFindItem } from './form-diff-details';
import { isGroup, type TFormDefinition, type TFormItem, type TFormSection } from './form-types';

/** One difference between two versions of a form (contracts' ZFormChange has this shape). */
export type TFormChange = {
  type: 'added' | 'removed' | 'changed' | 'moved';
  /** `section` for a whole section, `field` for a field or group. */
  target: 'section' | 'field';
  /** Section key, and for a field its name (a group's field: `group.field`). */
  section: string;
  name: string | null;
  label: string;
  /** For `changed`: what changed, e.g. `required: no → yes`; for `moved`: where to. */
  details: string[];
};

type TNamed = { name: string; label: string };
type TSlot = { key: string; side: 'from' | 'to' };
type TVersion = { items: Map<string, { item: TFormItem; section: string }>; find: TFindItem };

function indexVersion(definition: TFormDefinition): TVersion {
  const items = new Map<string, { item: TFormItem; section: string }>();
  for (const section of definition.sections) {
    for (const item of section.items) {
      if (!items.has(item.name)) {
        items.set(item.name, { item, section: section.key });
      }
    }
  }
  return { items, find: (name) => items.get(name)?.item };
}

function finder(items: readonly TFormItem[]): TFindItem {
  return (name) => items.find((item) => item.name === name);
}

/** The keys of a longest common subsequence: the elements that kept their order. */
function keepOrder(from: string[], to: string[]): Set<string> {
  const width = to.length + 1;
  // lengths[i * width + j]: the longest common subsequence of from[i..] and to[j..].
  const lengths = new Array<number>((from.length + 1) * width).fill(0);
  const at = (i: number, j: number): number => lengths[i * width + j];
  for (let i = from.length - 1; i >= 0; i -= 1) {
    for (let j = to.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        from[i] === to[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < from.length && j < to.length;) {
    if (from[i] === to[j]) {
      kept.add(from[i]);
      i += 1;
      j += 1;
    } else if (at(i + 1, j) >= at(i, j + 1)) {
      i += 1;
    } else {
      j += 1;
    }
  }
  return kept;
}

/** The `to` keys in order, each key only in `from` right after the key that preceded it there. */
function interleave(from: string[], to: string[]): TSlot[] {
  const inTo = new Set(to);
  const removedAfter = new Map<string | null, string[]>();
  let anchor: string | null = null;
  for (const key of from) {
    if (inTo.has(key)) {
      anchor = key;
    } else {
      removedAfter.set(anchor, [...(removedAfter.get(anchor) ?? []), key]);
    }
  }
  const removed = (after: string | null): TSlot[] =>
    (removedAfter.get(after) ?? []).map((key) => ({ key, side: 'from' }));
  return [...removed(null), ...to.flatMap((key): TSlot[] => [{ key, side: 'to' }, ...removed(key)])];
}

/** Keys present on both sides whose place among the other common keys changed. */
function findMoved(from: string[], to: string[]): Set<string> {
  const inFrom = new Set(from);
  const inTo = new Set(to);
  const commonFrom = from.filter((key) => inTo.has(key));
  const commonTo = to.filter((key) => inFrom.has(key));
  const kept = keepOrder(commonFrom, commonTo);
  return new Set(commonTo.filter((key) => !kept.has(key)));
}

function positionDetail(to: TNamed[], key: string): string {
  const index = to.findIndex((entry) => entry.name === key);
  const before = to[index - 1];
  return before ? `position: now after "${before.label}"` : 'position: now first';
}

type TContainer<T extends TNamed> = {
  from: T[];
  to: T[];
  /** The changes of an element both sides have; `moved` is where it went when it lost its place. */
  onKept: (from: T, to: T, moved: string | null) => TFormChange[];
  onAdded: (to: T) => TFormChange[];
  onRemoved: (from: T) => TFormChange[];
};

/** The changes of a list of sections, items or group fields, in the `to` order. */
function diffList<T extends TNamed>({ from, to, onKept, onAdded, onRemoved }: TContainer<T>): TFormChange[] {
  const fromKeys = from.map((entry) => entry.name);
  const toKeys = to.map((entry) => entry.name);
  const moved = findMoved(fromKeys, toKeys);
  const byKey = (list: T[], key: string) => list.find((entry) => entry.name === key);
  return interleave(fromKeys, toKeys).flatMap(({ key, side }) => {
    const before = byKey(from, key);
    const after = byKey(to, key);
    if (side === 'from') {
      return before ? onRemoved(before) : [];
    }
    if (!after) {
      return [];
    }
    return before ? onKept(before, after, moved.has(key) ? positionDetail(to, key) : null) : onAdded(after);
  });
}

function fieldChange(
  type: TFormChange['type'],
  section: string,
  name: string,
  label: string,
  details: string[] = [],
): TFormChange {
  return { type, target: 'field', section, name, label, details };
}

/** A kept field's `changed` (when a property differs) and `moved` (when it lost its place) changes. */
function changedAndMoved(
  section: string,
  name: string,
  label: string,
  details: string[],
  moved: string | null,
): TFormChange[] {
  return [
    ...(details.length > 0 ? [fieldChange('changed', section, name, label, details)] : []),
    ...(moved ? [fieldChange('moved', section, name, label, [moved])] : []),
  ];
}

type TItemEntry = TNamed & { item: TFormItem };

function toEntries(items: readonly TFormItem[]): TItemEntry[] {
  return items.map((item) => ({ name: item.name, label: item.label, item }));
}

function diffGroupFields(section: string, from: TFormItem, to: TFormItem): TFormChange[] {
  if (!isGroup(from) || !isGroup(to)) {
    return [];
  }
  const find = { from: finder(from.fields), to: finder(to.fields) };
  const path = (name: string) => `${to.name}.${name}`;
  return diffList({
    from: toEntries(from.fields),
    to: toEntries(to.fields),
    onAdded: ({ name, label }) => [fieldChange('added', section, path(name), label)],
    onRemoved: ({ name, label }) => [fieldChange('removed', section, path(name), label)],
    onKept: (before, after, moved) =>
      changedAndMoved(
        section,
        path(after.name),
        after.label,
        describeItemChanges(before.item, after.item, find),
        moved,
      ),
  });
}

/** A field or group kept under its name: what changed, whether it moved, its group's fields. */
function diffKeptItem(
  section: string,
  before: TFormItem,
  after: TFormItem,
  find: { from: TFindItem; to: TFindItem },
  moved: string | null,
): TFormChange[] {
  const details = describeItemChanges(before, after, find);
  return [
    ...changedAndMoved(section, after.name, after.label, details, moved),
    ...diffGroupFields(section, before, after),
  ];
}

/**
 * A section's items. An item that came from another section counts as moved here, not added; one
 * that went to another section is reported there. A removed or added group is one change: its
 * fields are not listed.
 */
function diffItems(
  from: TVersion,
  to: TVersion,
  fromSection: TFormSection | undefined,
  toSection: TFormSection | undefined,
): TFormChange[] {
  const find = { from: from.find, to: to.find };
  const removedFrom = fromSection?.key ?? '';
  const section = toSection?.key ?? removedFrom;
  return diffList({
    from: toEntries(fromSection?.items ?? []),
    to: toEntries(toSection?.items ?? []),
    onAdded: ({ item }) => {
      const before = from.items.get(item.name);
      return before
        ? diffKeptItem(section, before.item, item, find, `section: ${before.section} → ${section}`)
        : [fieldChange('added', section, item.name, item.label)];
    },
    onRemoved: ({ item }) =>
      to.items.has(item.name) ? [] : [fieldChange('removed', removedFrom, item.name, item.label)],
    onKept: (before, after, moved) => diffKeptItem(section, before.item, after.item, find, moved),
  });
}

function sectionChange(
  type: TFormChange['type'],
  section: TFormSection,
  details: string[] = [],
): TFormChange {
  return { type, target: 'section', section: section.key, name: null, label: section.title, details };
}

type TSectionEntry = TNamed & { section: TFormSection };

function toSectionEntries(definition: TFormDefinition): TSectionEntry[] {
  return definition.sections.map((section) => ({ name: section.key, label: section.title, section }));
}

/**
 * What changed from one version of a form to another, in words a coordinator reads: sections
 * matched by key, fields and groups by name (a group's fields as `group.field`), each added,
 * removed, changed (one detail per property) or moved (to another section, or to another place
 * among the fields both versions have). In the `to` version's order, removed ones where they
 * were; [] for identical definitions.
 */
export function diffFormDefinitions(from: TFormDefinition, to: TFormDefinition): TFormChange[] {
  const before = indexVersion(from);
  const after = indexVersion(to);
  return diffList({
    from: toSectionEntries(from),
    to: toSectionEntries(to),
    onAdded: ({ section }) => [
      sectionChange('added', section),
      ...diffItems(before, after, undefined, section),
    ],
    onRemoved: ({ section }) => [
      sectionChange('removed', section),
      ...diffItems(before, after, section, undefined),
    ],
    onKept: (was, is, moved) => {
      const details = describeSectionChanges(was.section, is.section);
      return [
        ...(details.length > 0 ? [sectionChange('changed', is.section, details)] : []),
        ...(moved ? [sectionChange('moved', is.section, [moved])] : []),
        ...diffItems(before, after, was.section, is.section),
      ];
    },
  });
}
