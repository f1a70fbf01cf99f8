import { NOT_ANSWERED, formatAnswer } from './format-answer';
import { isGroup, type TFormDefinition, type TFormField, type TFormItem } from './form-types';
import { isItemVisible, type TAnswerScope } from './form-visibility';

/** One answer as it was at each submission, before the wording: the raw values and where it sits. */
export type TRawAnswerChange = {
  sectionKey: string;
  sectionTitle: string;
  /** 'name' or 'group.0.field', as validation and the answers view name it. */
  path: string;
  label: string;
  field: TFormField;
  before: string;
  after: string;
  beforeText: string;
  afterText: string;
};

type TSide = { definition: TFormDefinition | null; answers: Record<string, unknown> };
type TPlace = { item: TFormItem; sectionKey: string; sectionTitle: string };

function placesOf(definition: TFormDefinition | null): Map<string, TPlace> {
  const places = new Map<string, TPlace>();
  for (const section of definition?.sections ?? []) {
    for (const item of section.items) {
      places.set(item.name, { item, sectionKey: section.key, sectionTitle: section.title });
    }
  }
  return places;
}

function allItems(definition: TFormDefinition | null): TFormItem[] {
  return (definition?.sections ?? []).flatMap((section) => section.items);
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function asRows(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.map((row: unknown) =>
        row !== null && typeof row === 'object' ? (row as Record<string, unknown>) : {},
      )
    : [];
}

/** What the reader of that submission saw: a hidden item (unmet condition, not displayed) reads as unanswered. */
function visibleValue(
  item: TFormItem | undefined,
  scope: Record<string, unknown>,
  siblings: TFormItem[],
): unknown {
  // isItemVisible compares strings only: any other stored value reads as an unmet condition.
  return item && isItemVisible(item, scope as TAnswerScope, siblings) ? scope[item.name] : undefined;
}

type TCompareInput = {
  at: { sectionKey: string; sectionTitle: string; path: string; label: string };
  field: TFormField;
  before: string;
  after: string;
  formatFile: (id: string) => string;
};

function compareField({ at, field, before, after, formatFile }: TCompareInput): TRawAnswerChange | null {
  if (before === after) {
    return null;
  }
  const format = (value: string) =>
    field.type === 'file' ? (value ? formatFile(value) : NOT_ANSWERED) : formatAnswer(field, value);
  const beforeText = format(before);
  const afterText = format(after);
  // Two stored forms of one answer (a checkbox never ticked and one unticked) are no change.
  if (field.type !== 'file' && beforeText === afterText) {
    return null;
  }
  return { ...at, field, before, after, beforeText, afterText };
}

function fieldOf(item: TFormItem | undefined, name: string): TFormField | undefined {
  return item && isGroup(item) ? item.fields.find((field) => field.name === name) : undefined;
}

type TItemPair = { name: string; place: TPlace; beforeItem?: TFormItem; afterItem?: TFormItem };

function compareGroup(
  pair: TItemPair,
  sides: { before: TSide; after: TSide },
  formatFile: (id: string) => string,
): TRawAnswerChange[] {
  const group = pair.place.item;
  if (!isGroup(group)) {
    return [];
  }
  const beforeRows = asRows(
    visibleValue(pair.beforeItem, sides.before.answers, allItems(sides.before.definition)),
  );
  const afterRows = asRows(
    visibleValue(pair.afterItem, sides.after.answers, allItems(sides.after.definition)),
  );
  const fieldNames = [
    ...new Set([
      ...group.fields.map((field) => field.name),
      ...(pair.beforeItem && isGroup(pair.beforeItem) ? pair.beforeItem.fields.map((f) => f.name) : []),
    ]),
  ];
  const changes: TRawAnswerChange[] = [];
  for (let index = 0; index < Math.max(beforeRows.length, afterRows.length); index += 1) {
    for (const name of fieldNames) {
      const beforeField = fieldOf(pair.beforeItem, name);
      const afterField = fieldOf(pair.afterItem, name);
      const field = afterField ?? beforeField;
      if (!field) {
        continue;
      }
      const beforeSiblings = pair.beforeItem && isGroup(pair.beforeItem) ? pair.beforeItem.fields : [];
      const afterSiblings = pair.afterItem && isGroup(pair.afterItem) ? pair.afterItem.fields : [];
      const change = compareField({
        at: {
          sectionKey: pair.place.sectionKey,
          sectionTitle: pair.place.sectionTitle,
          path: `${group.name}.${index}.${name}`,
          label: `${group.label} ${index + 1}: ${field.label}`,
        },
        field,
        before: asText(visibleValue(beforeField, beforeRows[index] ?? {}, beforeSiblings)),
        after: asText(visibleValue(afterField, afterRows[index] ?? {}, afterSiblings)),
        formatFile,
      });
      if (change) {
        changes.push(change);
      }
    }
  }
  return changes;
}

/**
 * Every answer of one form that differs between two submissions, in the form's order (the later
 * version's, then what only the earlier one asked); group rows compared row by row. Each side is
 * read with its own version of the form.
 */
export function diffFormAnswers(
  before: TSide,
  after: TSide,
  formatFile: (id: string) => string,
): TRawAnswerChange[] {
  const beforePlaces = placesOf(before.definition);
  const afterPlaces = placesOf(after.definition);
  const pairs: TItemPair[] = [
    ...[...afterPlaces].map(([name, place]) => ({
      name,
      place,
      beforeItem: beforePlaces.get(name)?.item,
      afterItem: place.item,
    })),
    ...[...beforePlaces]
      .filter(([name]) => !afterPlaces.has(name))
      .map(([name, place]) => ({ name, place, beforeItem: place.item })),
  ];
  return pairs.flatMap((pair): TRawAnswerChange[] => {
    const { item, sectionKey, sectionTitle } = pair.place;
    if (isGroup(item)) {
      return compareGroup(pair, { before, after }, formatFile);
    }
    const change = compareField({
      at: { sectionKey, sectionTitle, path: pair.name, label: item.label },
      field: item,
      before: asText(visibleValue(pair.beforeItem, before.answers, allItems(before.definition))),
      after: asText(visibleValue(pair.afterItem, after.answers, allItems(after.definition))),
      formatFile,
    });
    return change ? [change] : [];
  });
}
