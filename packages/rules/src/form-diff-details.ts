import { isGroup, type TFormItem, type TShowWhen } from './form-types';

/**
 * What changed in one field or group between two versions, one readable line per property
 * (`required: no → yes`, `label: "DEA" → "DEA number"`): the details of diffFormDefinitions.
 */

/** Finds an item of the same scope by name in one version, to name a condition's field by its label. */
export type TFindItem = (name: string) => TFormItem | undefined;

type TOption = { value: string; label: string };
type TPropertyKind = 'plain' | 'text' | 'yesNo' | 'list' | 'options' | 'showWhen';
type TProperty = { key: string; label: string; kind: TPropertyKind; fallback?: unknown };

const ARROW = '→';

const SHARED_PROPERTIES: TProperty[] = [
  { key: 'label', label: 'label', kind: 'text' },
  { key: 'helperText', label: 'helper text', kind: 'text' },
  { key: 'showWhen', label: 'shown when', kind: 'showWhen' },
  { key: 'profileKey', label: 'profile key', kind: 'plain' },
];

const FIELD_PROPERTIES: TProperty[] = [
  { key: 'type', label: 'type', kind: 'plain' },
  { key: 'label', label: 'label', kind: 'text' },
  { key: 'required', label: 'required', kind: 'yesNo', fallback: false },
  { key: 'placeholder', label: 'placeholder', kind: 'text' },
  { key: 'helperText', label: 'helper text', kind: 'text' },
  { key: 'options', label: 'options', kind: 'options' },
  { key: 'past', label: 'past dates allowed', kind: 'yesNo', fallback: true },
  { key: 'future', label: 'future dates allowed', kind: 'yesNo', fallback: false },
  { key: 'views', label: 'views', kind: 'list' },
  { key: 'minDate', label: 'earliest date', kind: 'plain' },
  { key: 'maxDate', label: 'latest date', kind: 'plain' },
  { key: 'min', label: 'minimum', kind: 'plain', fallback: 0 },
  { key: 'format', label: 'format', kind: 'text' },
  { key: 'rows', label: 'rows', kind: 'plain' },
  { key: 'maxLength', label: 'max length', kind: 'plain' },
  { key: 'check', label: 'check', kind: 'plain' },
  { key: 'showWhen', label: 'shown when', kind: 'showWhen' },
  { key: 'expiryField', label: 'expiry date field', kind: 'plain' },
  { key: 'flagWhen', label: 'red flag when', kind: 'list' },
  { key: 'profileKey', label: 'profile key', kind: 'plain' },
  { key: 'width', label: 'width', kind: 'plain', fallback: 12 },
  { key: 'isDisplay', label: 'shown to the doctor', kind: 'yesNo', fallback: true },
];

const GROUP_PROPERTIES: TProperty[] = [
  { key: 'label', label: 'label', kind: 'text' },
  { key: 'helperText', label: 'helper text', kind: 'text' },
  { key: 'minItems', label: 'minimum entries', kind: 'plain', fallback: 0 },
  { key: 'maxItems', label: 'maximum entries', kind: 'plain' },
  { key: 'addLabel', label: 'add button label', kind: 'text' },
  { key: 'showWhen', label: 'shown when', kind: 'showWhen' },
  { key: 'profileKey', label: 'profile key', kind: 'plain' },
];

function quote(text: string): string {
  return `"${text}"`;
}

function readProperty(item: object, property: TProperty): unknown {
  const value = (item as Record<string, unknown>)[property.key];
  if (property.kind === 'showWhen' && value !== undefined) {
    const { field, equals } = value as TShowWhen;
    return { field, equals: Array.isArray(equals) ? equals : [equals] };
  }
  return value ?? property.fallback;
}

function describeShowWhen(value: unknown, find: TFindItem): string {
  if (value === undefined) {
    return 'always';
  }
  const { field, equals } = value as { field: string; equals: string[] };
  const target = find(field);
  const options = target && !isGroup(target) ? (target.options ?? []) : [];
  const values = equals.map((v) => quote(options.find((option) => option.value === v)?.label ?? v));
  return `${quote(target?.label ?? field)} is ${values.length > 0 ? values.join(' or ') : 'nothing'}`;
}

function describeValue(value: unknown, kind: TPropertyKind): string {
  if (value === undefined || value === '') {
    return 'none';
  }
  switch (kind) {
    case 'yesNo':
      return value === true ? 'yes' : 'no';
    case 'text':
      return quote(String(value));
    case 'list':
      return Array.isArray(value) && value.length > 0 ? value.join(', ') : 'none';
    case 'plain':
    case 'options':
    case 'showWhen':
      return String(value);
    default: {
      const never: never = kind;
      return never;
    }
  }
}

function labelsOf(options: TOption[]): string {
  return options.map((option) => quote(option.label)).join(', ');
}

/** `added "Other"; removed "None"; renamed "Yes" → "Yes, currently"; reordered`, or null when equal. */
export function describeOptionChanges(from: TOption[] = [], to: TOption[] = []): string | null {
  const before = new Map(from.map((option) => [option.value, option.label]));
  const after = new Map(to.map((option) => [option.value, option.label]));
  const parts: string[] = [];
  const added = to.filter((option) => !before.has(option.value));
  const removed = from.filter((option) => !after.has(option.value));
  if (added.length > 0) {
    parts.push(`added ${labelsOf(added)}`);
  }
  if (removed.length > 0) {
    parts.push(`removed ${labelsOf(removed)}`);
  }
  for (const option of to) {
    const old = before.get(option.value);
    if (old !== undefined && old !== option.label) {
      parts.push(`renamed ${quote(old)} ${ARROW} ${quote(option.label)}`);
    }
  }
  const keptBefore = from.filter((option) => after.has(option.value)).map((option) => option.value);
  const keptAfter = to.filter((option) => before.has(option.value)).map((option) => option.value);
  if (keptBefore.join('\n') !== keptAfter.join('\n')) {
    parts.push('reordered');
  }
  return parts.length > 0 ? parts.join('; ') : null;
}

function describeProperty(
  property: TProperty,
  from: TFormItem,
  to: TFormItem,
  find: { from: TFindItem; to: TFindItem },
): string | null {
  const before = readProperty(from, property);
  const after = readProperty(to, property);
  if (property.kind === 'options') {
    const change = describeOptionChanges(before as TOption[] | undefined, after as TOption[] | undefined);
    return change === null ? null : `${property.label}: ${change}`;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) {
    return null;
  }
  const [was, is] =
    property.kind === 'showWhen'
      ? [describeShowWhen(before, find.from), describeShowWhen(after, find.to)]
      : [describeValue(before, property.kind), describeValue(after, property.kind)];
  return `${property.label}: ${was} ${ARROW} ${is}`;
}

/** One line per property that differs between two versions of an item; [] when none does. */
export function describeItemChanges(
  from: TFormItem,
  to: TFormItem,
  find: { from: TFindItem; to: TFindItem },
): string[] {
  const wasGroup = isGroup(from);
  const isNowGroup = isGroup(to);
  const properties =
    wasGroup !== isNowGroup ? SHARED_PROPERTIES : isNowGroup ? GROUP_PROPERTIES : FIELD_PROPERTIES;
  const details =
    wasGroup === isNowGroup
      ? []
      : [`type: ${isGroup(from) ? 'group' : from.type} ${ARROW} ${isGroup(to) ? 'group' : to.type}`];
  for (const property of properties) {
    const detail = describeProperty(property, from, to, find);
    if (detail !== null) {
      details.push(detail);
    }
  }
  return details;
}

/** `title: "Licensure" → "Licences"`, `description: none → "…"` for a section kept under its key. */
export function describeSectionChanges(
  from: { title: string; description?: string },
  to: { title: string; description?: string },
): string[] {
  const details: string[] = [];
  if (from.title !== to.title) {
    details.push(`title: ${quote(from.title)} ${ARROW} ${quote(to.title)}`);
  }
  if ((from.description ?? '') !== (to.description ?? '')) {
    details.push(
      `description: ${describeValue(from.description, 'text')} ${ARROW} ${describeValue(to.description, 'text')}`,
    );
  }
  return details;
}
