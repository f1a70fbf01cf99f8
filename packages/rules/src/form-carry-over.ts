import { validateFieldValue, type TDateOptions } from './form-field-value';
import {
  isGroup,
  type TFormAnswers,
  type TFormDefinition,
  type TFormField,
  type TFormGroup,
  type TFormItem,
  type TGroupRow,
} from './form-types';

export type TCarryOverOptions = TDateOptions & {
  /** The version the answers were given on: an answer whose field changed type there is dropped. */
  from?: TFormDefinition;
};

function hasOption(field: TFormField, value: string): boolean {
  return value.trim() === '' || (field.options ?? []).some((option) => option.value === value);
}

/** A value the new field takes as it is: the same type as before, still an option, valid as a draft. */
function fitsField(field: TFormField, value: string, before: TFormItem | undefined, today?: string): boolean {
  if (before !== undefined && (isGroup(before) || before.type !== field.type)) {
    return false;
  }
  if ((field.type === 'select' || field.type === 'radio') && !hasOption(field, value)) {
    return false;
  }
  return validateFieldValue(field, value, { today }) === null;
}

function carryRow(group: TFormGroup, raw: unknown, before: TFormGroup | undefined, today?: string) {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return null;
  }
  const source = raw as Record<string, unknown>;
  const row: TGroupRow = {};
  for (const field of group.fields) {
    const value = source[field.name];
    const old = before?.fields.find((candidate) => candidate.name === field.name);
    if (typeof value === 'string' && fitsField(field, value, old, today)) {
      row[field.name] = value;
    }
  }
  return Object.keys(row).length > 0 ? row : null;
}

function carryRows(group: TFormGroup, value: unknown, before: TFormItem | undefined, today?: string) {
  if (!Array.isArray(value)) {
    return [];
  }
  let previous: TFormGroup | undefined;
  if (before !== undefined) {
    if (!isGroup(before)) {
      return [];
    }
    previous = before;
  }
  const rows = value.map((raw) => carryRow(group, raw, previous, today)).filter((row) => row !== null);
  return group.maxItems === undefined ? rows : rows.slice(0, group.maxItems);
}

/**
 * The answers of a draft moved to another version of its form: each answer whose key the new
 * definition has, in a shape it takes (a group's rows only into a group, keeping the row keys the
 * group still has; a plain answer only into a field, of the same type when `from` is given, a
 * select's or radio's only while its value is still an option, and only values valid there as a
 * draft). Everything else is dropped, as are rows left empty and rows beyond the group's maximum,
 * so the result always saves as a draft of the new version.
 */
export function carryOverAnswers(
  definition: TFormDefinition,
  answers: TFormAnswers,
  { from, today }: TCarryOverOptions = {},
): TFormAnswers {
  const previous = new Map<string, TFormItem>();
  for (const item of from?.sections.flatMap((section) => section.items) ?? []) {
    if (!previous.has(item.name)) {
      previous.set(item.name, item);
    }
  }
  const carried: TFormAnswers = {};
  for (const item of definition.sections.flatMap((section) => section.items)) {
    if (Object.hasOwn(carried, item.name)) {
      continue;
    }
    const value = answers[item.name];
    const before = previous.get(item.name);
    if (isGroup(item)) {
      const rows = carryRows(item, value, before, today);
      if (rows.length > 0) {
        carried[item.name] = rows;
      }
    } else if (typeof value === 'string' && fitsField(item, value, before, today)) {
      carried[item.name] = value;
    }
  }
  return carried;
}
