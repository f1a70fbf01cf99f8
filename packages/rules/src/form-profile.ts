import { validateFieldValue, type TDateOptions } from './form-field-value';
import {
  isGroup,
  type TFormAnswers,
  type TFormDefinition,
  type TFormField,
  type TGroupRow,
} from './form-types';
import { isItemVisible } from './form-visibility';

/** Reusable answers by profile key: a field's value, or a group's rows. */
export type TProfileAnswers = Record<string, string | TGroupRow[]>;

function hasAnswer(value: unknown): boolean {
  if (typeof value === 'string') {
    return value.trim() !== '';
  }
  return Array.isArray(value) && value.length > 0;
}

/**
 * Whether a value may travel to another hospital's form. Note: uploaded files never do: a file is
 * readable only by its owner and the admins of the hospital it was uploaded for.
 */
function isReusable(field: TFormField, value: unknown, options: TDateOptions): value is string {
  return (
    field.type !== 'file' &&
    typeof value === 'string' &&
    value.trim() !== '' &&
    validateFieldValue(field, value, options) === null
  );
}

/** The row's reusable values for these fields, or null when none is left. */
function pickRow(fields: TFormField[], row: unknown, options: TDateOptions): TGroupRow | null {
  if (row === null || typeof row !== 'object') {
    return null;
  }
  const source = row as Record<string, unknown>;
  const picked: TGroupRow = {};
  for (const field of fields) {
    const value = source[field.name];
    if (isReusable(field, value, options)) {
      picked[field.name] = value;
    }
  }
  return Object.keys(picked).length > 0 ? picked : null;
}

function pickRows(fields: TFormField[], rows: unknown, options: TDateOptions, max?: number): TGroupRow[] {
  if (!Array.isArray(rows)) {
    return [];
  }
  const picked = rows.map((row) => pickRow(fields, row, options)).filter((row) => row !== null);
  return max === undefined ? picked : picked.slice(0, max);
}

/**
 * The answers this form marks reusable (profileKey), visible, filled and valid, keyed by profile
 * key; the first filled item wins when two share a key.
 */
export function collectProfileAnswers(
  definition: TFormDefinition,
  answers: TFormAnswers,
  options: TDateOptions = {},
): TProfileAnswers {
  const profile: TProfileAnswers = {};
  const allItems = definition.sections.flatMap((section) => section.items);
  for (const item of allItems) {
    const key = item.profileKey;
    if (!key || key in profile || !isItemVisible(item, answers, allItems)) {
      continue;
    }
    const value = answers[item.name];
    if (isGroup(item)) {
      const rows = pickRows(item.fields, value, options);
      if (rows.length > 0) {
        profile[key] = rows;
      }
    } else if (isReusable(item, value, options)) {
      profile[key] = value;
    }
  }
  return profile;
}

/**
 * Fills this form's empty profile-keyed answers from `profile`, keeping only values valid here
 * (options, dates, checks) and fields the group has. Never overwrites a non-empty answer.
 */
export function applyProfileAnswers(
  definition: TFormDefinition,
  answers: TFormAnswers,
  profile: TProfileAnswers,
  options: TDateOptions = {},
): TFormAnswers {
  const next: TFormAnswers = { ...answers };
  for (const item of definition.sections.flatMap((section) => section.items)) {
    const key = item.profileKey;
    if (!key || hasAnswer(next[item.name]) || !Object.hasOwn(profile, key)) {
      continue;
    }
    const value = profile[key];
    if (isGroup(item)) {
      const rows = pickRows(item.fields, value, options, item.maxItems);
      if (rows.length > 0) {
        next[item.name] = rows;
      }
    } else if (isReusable(item, value, options)) {
      next[item.name] = value;
    }
  }
  return next;
}
