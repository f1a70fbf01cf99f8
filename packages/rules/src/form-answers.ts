import { validateFieldValue, type TDateOptions } from './form-field-value';
import { FORM_MESSAGES, maxItemsMessage, minItemsMessage } from './form-messages';
import {
  isGroup,
  type TFormAnswers,
  type TFormDefinition,
  type TFormField,
  type TFormGroup,
  type TFormItem,
  type TGroupRow,
} from './form-types';
import { isItemVisible, type TAnswerScope } from './form-visibility';
import { MESSAGES } from './messages';
import { isEmptyValue } from './required';

export {
  validateFieldDate,
  validateFieldValue,
  type TDateFieldRule,
  type TDateOptions,
} from './form-field-value';
export { isItemVisible, type TAnswerScope } from './form-visibility';
export { applyProfileAnswers, collectProfileAnswers, type TProfileAnswers } from './form-profile';

export type TValidationMode = 'draft' | 'submit';
export type TValidateAnswersOptions = TDateOptions & { mode: TValidationMode };
/** Something a submission still needs; `section` is the section key, `path` 'name' or 'group.0.field'. */
export type TMissingItem = { section: string; path: string; label: string };
export type TAnswersValidation = { fieldErrors: Record<string, string>; missing: TMissingItem[] };
export type TCompleteness = { percent: number; missing: TMissingItem[] };

/** What a submission requires: a required answer or a group's minimum number of rows. */
type TUnit = TMissingItem & { isDone: boolean; message: string };
type TInspection = { formatErrors: Record<string, string>; units: TUnit[] };

function inspectField(
  field: TFormField,
  raw: unknown,
  at: { section: string; path: string; label: string },
  today: string | undefined,
  out: TInspection,
): void {
  const value = typeof raw === 'string' ? raw : '';
  const formatError =
    raw === undefined || typeof raw === 'string'
      ? validateFieldValue(field, value, { today })
      : FORM_MESSAGES.invalidValue;
  if (formatError) {
    out.formatErrors[at.path] = formatError;
  }
  if (field.required) {
    const isEmpty = isEmptyValue(value, field.type);
    out.units.push({
      ...at,
      isDone: !isEmpty && formatError === null,
      message: formatError ?? MESSAGES.required,
    });
  }
}

function inspectGroup(
  group: TFormGroup,
  raw: unknown,
  section: string,
  today: string | undefined,
  out: TInspection,
): void {
  const isList = raw === undefined || Array.isArray(raw);
  const rows: unknown[] = Array.isArray(raw) ? raw : [];
  if (!isList) {
    out.formatErrors[group.name] = FORM_MESSAGES.invalidValue;
  } else if (group.maxItems !== undefined && rows.length > group.maxItems) {
    out.formatErrors[group.name] = maxItemsMessage(group.maxItems);
  }
  const minItems = group.minItems ?? 0;
  if (minItems > 0) {
    out.units.push({
      section,
      path: group.name,
      label: group.label,
      isDone: rows.length >= minItems,
      message: minItemsMessage(minItems),
    });
  }
  rows.forEach((rawRow, index) => {
    const row: TAnswerScope = rawRow !== null && typeof rawRow === 'object' ? (rawRow as TGroupRow) : {};
    for (const field of group.fields) {
      if (isItemVisible(field, row, group.fields)) {
        const at = {
          section,
          path: `${group.name}.${index}.${field.name}`,
          label: `${group.label} ${index + 1}: ${field.label}`,
        };
        inspectField(field, row[field.name], at, today, out);
      }
    }
  });
}

/** Walks the visible items once: format errors of given answers, and what a submission requires. */
function inspectAnswers(definition: TFormDefinition, answers: TFormAnswers, today?: string): TInspection {
  const out: TInspection = { formatErrors: {}, units: [] };
  const allItems: TFormItem[] = definition.sections.flatMap((section) => section.items);
  for (const section of definition.sections) {
    for (const item of section.items) {
      // Note: a hidden item is neither required nor validated; its stale answer is ignored.
      if (!isItemVisible(item, answers, allItems)) {
        continue;
      }
      if (isGroup(item)) {
        inspectGroup(item, answers[item.name], section.key, today, out);
      } else {
        const at = { section: section.key, path: item.name, label: item.label };
        inspectField(item, answers[item.name], at, today, out);
      }
    }
  }
  return out;
}

function toMissing({ section, path, label }: TUnit): TMissingItem {
  return { section, path, label };
}

/**
 * Validates answers against their form, identically in browser and server. Draft: format errors
 * of filled answers only. Submit: also "Required" and groups' minimum rows, each listed in
 * `missing`. A submission is acceptable exactly when `fieldErrors` is empty.
 */
export function validateAnswers(
  definition: TFormDefinition,
  answers: TFormAnswers,
  { mode, today }: TValidateAnswersOptions,
): TAnswersValidation {
  const { formatErrors, units } = inspectAnswers(definition, answers, today);
  if (mode === 'draft') {
    return { fieldErrors: formatErrors, missing: [] };
  }
  const fieldErrors = { ...formatErrors };
  const open = units.filter((unit) => !unit.isDone);
  for (const unit of open) {
    fieldErrors[unit.path] ??= unit.message;
  }
  return { fieldErrors, missing: open.map(toMissing) };
}

/** What a submission requires of one form: `total` units (required answers, groups' minimum rows) and the missing ones. */
export function countCompleteness(
  definition: TFormDefinition,
  answers: TFormAnswers,
  { today }: TDateOptions = {},
): { total: number; missing: TMissingItem[] } {
  const { units } = inspectAnswers(definition, answers, today);
  return { total: units.length, missing: units.filter((unit) => !unit.isDone).map(toMissing) };
}

/**
 * Share of what a submission requires that is answered validly, rounded down (100 only when
 * nothing is missing), and the list of what is missing (the same list as submit validation).
 * One form's own figure; an application's is computeApplicationCompleteness (completeness.ts).
 */
export function computeCompleteness(
  definition: TFormDefinition,
  answers: TFormAnswers,
  options: TDateOptions = {},
): TCompleteness {
  const { total, missing } = countCompleteness(definition, answers, options);
  const percent = total === 0 ? 100 : Math.floor(((total - missing.length) * 100) / total);
  return { percent, missing };
}

/** Answers restricted to the form's own fields and groups (unknown keys dropped), e.g. before storing. */
export function pickKnownAnswers(definition: TFormDefinition, answers: TFormAnswers): TFormAnswers {
  const picked: TFormAnswers = {};
  for (const item of definition.sections.flatMap((section) => section.items)) {
    const value = answers[item.name];
    if (isGroup(item)) {
      if (Array.isArray(value)) {
        picked[item.name] = value.map((row) =>
          Object.fromEntries(item.fields.filter((f) => f.name in row).map((f) => [f.name, row[f.name]])),
        );
      }
    } else if (typeof value === 'string') {
      picked[item.name] = value;
    }
  }
  return picked;
}
