import {
  checkField,
  checkGroup,
  duplicateKeyMessage,
  indexByName,
  type TItemScope,
  type TReportIssue,
} from './form-item-check';
import { isGroup, type TFormDefinition, type TFormItem } from './form-types';

/** A problem of a form definition at its dotted path (`sections.0.items.3.options`), as zod's issues. */
export type TDefinitionIssue = { path: string; message: string };

export type TFormDefinitionKind =
  'application' | 'survey' | 'privilege' | 'reference' | 'coverage' | 'evaluation';

export type TCheckFormDefinitionOptions = {
  kind?: TFormDefinitionKind;
  /** Profile key -> type ('group' for a group) in the hospital's other forms (profileKeyTypesOf). */
  profileKeyTypes?: Record<string, string>;
};

/** The application's sections, fixed: comments and the review page refer to them by letter. */
export const APPLICATION_SECTION_KEYS = ['A', 'B', 'C', 'D'] as const;

const TYPE_NOUNS: Record<string, string> = {
  number: 'a number',
  password: 'a password',
  email: 'an email address',
  textarea: 'a long text',
  tel: 'a phone number',
  date: 'a date',
  select: 'a drop-down',
  checkbox: 'a checkbox',
  text: 'a text',
  search: 'a search',
  radio: 'a choice of options',
  file: 'a document',
  group: 'a group',
};

function typeOf(item: TFormItem): string {
  return isGroup(item) ? 'group' : item.type;
}

/**
 * The type behind each profile key of the form ('group' for a group), the first item's when two
 * share a key: what checkFormDefinition compares the hospital's other forms against.
 */
export function profileKeyTypesOf(definition: TFormDefinition): Record<string, string> {
  const types: Record<string, string> = {};
  for (const { item } of withGroupFields(placeItems(definition))) {
    if (item.profileKey !== undefined && !Object.hasOwn(types, item.profileKey)) {
      types[item.profileKey] = typeOf(item);
    }
  }
  return types;
}

type TPlacedItem = { item: TFormItem; at: string; sectionIndex: number };

/** The items and, right after each group, its fields (a document in a group has a profile key too). */
function withGroupFields(placed: TPlacedItem[]): TPlacedItem[] {
  return placed.flatMap((entry) =>
    isGroup(entry.item)
      ? [
          entry,
          ...entry.item.fields.map((field, index) => ({
            ...entry,
            item: field,
            at: `${entry.at}.fields.${index}`,
          })),
        ]
      : [entry],
  );
}

function placeItems(definition: TFormDefinition): TPlacedItem[] {
  return definition.sections.flatMap((section, sectionIndex) =>
    section.items.map((item, index) => ({
      item,
      at: `sections.${sectionIndex}.items.${index}`,
      sectionIndex,
    })),
  );
}

function checkSectionKeys(
  definition: TFormDefinition,
  kind: TFormDefinitionKind | undefined,
  report: TReportIssue,
): void {
  const keys = new Set<string>();
  definition.sections.forEach((section, index) => {
    if (keys.has(section.key)) {
      report(`sections.${index}.key`, `Another section already uses the key "${section.key}"`);
    }
    keys.add(section.key);
  });
  if (kind !== 'application') {
    return;
  }
  if (definition.sections.length !== APPLICATION_SECTION_KEYS.length) {
    report('sections', 'The application has exactly four sections: A, B, C and D');
    return;
  }
  APPLICATION_SECTION_KEYS.forEach((expected, index) => {
    if (definition.sections[index]?.key !== expected) {
      report(`sections.${index}.key`, `This section's key must be "${expected}": comments refer to A to D`);
    }
  });
}

/** Names of top-level items share one answer namespace across every section. */
function checkItemNames(placed: TPlacedItem[], report: TReportIssue): void {
  const names = new Set<string>();
  for (const { item, at } of placed) {
    if (names.has(item.name)) {
      report(`${at}.name`, duplicateKeyMessage(item.name));
    }
    names.add(item.name);
  }
}

function checkProfileKeys(
  placed: TPlacedItem[],
  elsewhere: Record<string, string>,
  report: TReportIssue,
): void {
  const here: Record<string, string> = {};
  for (const { item, at } of placed) {
    const key = item.profileKey;
    if (key === undefined) {
      continue;
    }
    const type = typeOf(item);
    const known = Object.hasOwn(here, key)
      ? here[key]
      : Object.hasOwn(elsewhere, key)
        ? elsewhere[key]
        : type;
    if (known !== undefined && known !== type) {
      const noun = TYPE_NOUNS[known] ?? `a "${known}"`;
      report(
        `${at}.profileKey`,
        `Profile key "${key}" is ${noun} elsewhere; use another key or the same type`,
      );
    }
    if (!Object.hasOwn(here, key)) {
      here[key] = type;
    }
  }
}

/**
 * What the zod schema (ZFormDefinition) cannot see because it needs the rest of the form or the
 * hospital's other forms: duplicate keys, selects without options, conditions and expiry dates
 * naming a missing field, profile keys used with two types, the application's sections A to D.
 * At most one issue per path (the first found): section keys, then each item in order, then profile
 * keys; [] when the definition is sound.
 */
export function checkFormDefinition(
  definition: TFormDefinition,
  options: TCheckFormDefinitionOptions = {},
): TDefinitionIssue[] {
  const issues: TDefinitionIssue[] = [];
  const paths = new Set<string>();
  const report: TReportIssue = (path, message) => {
    if (!paths.has(path)) {
      paths.add(path);
      issues.push({ path, message });
    }
  };
  checkSectionKeys(definition, options.kind, report);
  const placed = placeItems(definition);
  checkItemNames(placed, report);
  const topLevel = indexByName(placed.map(({ item }) => item));
  const sectionItems = definition.sections.map((section) => indexByName(section.items));
  for (const { item, at, sectionIndex } of placed) {
    const scope: TItemScope = {
      items: topLevel,
      expiryItems: sectionItems[sectionIndex] ?? new Map(),
      isGroupScope: false,
    };
    if (isGroup(item)) {
      checkGroup(item, at, scope, report);
    } else {
      checkField(item, at, scope, report);
    }
  }
  checkProfileKeys(withGroupFields(placed), options.profileKeyTypes ?? {}, report);
  return issues;
}
