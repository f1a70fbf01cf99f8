import { DATE_DISPLAY_FORMAT, MAX_DATE, MIN_DATE } from './date-formats';
import { formatDateTime, isValidDateString } from './date';
import { isGroup, type TFormField, type TFormGroup, type TFormItem } from './form-types';
import { NUMBER_MIN } from './number';

/**
 * The rules of one item of a form definition (checkFormDefinition, form-definition-check.ts, runs
 * them over every item): what the zod schema cannot say because it needs the other items.
 */

/** Adds a problem at a dotted path into the definition, as zod's issue paths give it. */
export type TReportIssue = (path: string, message: string) => void;

/** The items an item may refer to by name: top level, every section's items; in a group, its fields. */
export type TItemScope = {
  items: ReadonlyMap<string, TFormItem>;
  /** Where a document's expiry date field may be: its section's items, or its group's fields. */
  expiryItems: ReadonlyMap<string, TFormItem>;
  isGroupScope: boolean;
};

const MIN_TEXTAREA_ROWS = 2;
const MAX_TEXTAREA_ROWS = 10;
const CHECKBOX_VALUES = ['true', 'false'];

export function duplicateKeyMessage(name: string): string {
  return `Another field already uses the key "${name}"`;
}

/** Items by name, the first of each name (a later duplicate is reported on its own). */
export function indexByName(items: readonly TFormItem[]): Map<string, TFormItem> {
  const index = new Map<string, TFormItem>();
  for (const item of items) {
    if (!index.has(item.name)) {
      index.set(item.name, item);
    }
  }
  return index;
}

function checkOptions(field: TFormField, at: string, report: TReportIssue): void {
  if (field.type !== 'select' && field.type !== 'radio') {
    return;
  }
  const options = field.options ?? [];
  if (options.length === 0) {
    report(`${at}.options`, 'Add at least one option');
    return;
  }
  if (options.some((option) => option.value.trim() === '' || option.label.trim() === '')) {
    report(`${at}.options`, 'Every option needs a value and a label');
    return;
  }
  const seen = new Set<string>();
  for (const { value } of options) {
    if (seen.has(value)) {
      report(`${at}.options`, `Two options share the value "${value}"`);
      return;
    }
    seen.add(value);
  }
}

function checkShownValues(target: TFormField, values: string[], at: string, report: TReportIssue): void {
  if (values.length === 0) {
    report(`${at}.showWhen.equals`, 'Choose at least one value');
    return;
  }
  if ((target.type === 'select' || target.type === 'radio') && (target.options ?? []).length > 0) {
    const known = new Set((target.options ?? []).map((option) => option.value));
    const unknown = values.find((value) => !known.has(value));
    if (unknown !== undefined) {
      report(`${at}.showWhen.equals`, `"${unknown}" is not an option of "${target.label}"`);
    }
  } else if (target.type === 'checkbox' && values.some((value) => !CHECKBOX_VALUES.includes(value))) {
    report(`${at}.showWhen.equals`, 'A checkbox answer is "true" (ticked) or "false"');
  }
}

function checkShowWhen(item: TFormItem, at: string, scope: TItemScope, report: TReportIssue): void {
  if (!item.showWhen) {
    return;
  }
  const { field, equals } = item.showWhen;
  const target = scope.items.get(field);
  if (field === item.name) {
    report(`${at}.showWhen.field`, 'A field cannot depend on its own answer');
  } else if (!target) {
    // Note: a group's row is its fields' only scope (isItemVisible), so a top-level name never matches.
    report(
      `${at}.showWhen.field`,
      scope.isGroupScope
        ? `No field of this group uses the key "${field}"`
        : `No field uses the key "${field}"`,
    );
  } else if (isGroup(target)) {
    report(`${at}.showWhen.field`, `"${target.label}" is a group; choose one of its fields or another field`);
  } else {
    checkShownValues(target, Array.isArray(equals) ? equals : [equals], at, report);
  }
}

function checkExpiryField(field: TFormField, at: string, scope: TItemScope, report: TReportIssue): void {
  if (field.expiryField === undefined) {
    return;
  }
  const target = scope.expiryItems.get(field.expiryField);
  if (field.type !== 'file') {
    report(`${at}.expiryField`, 'Only a document upload has an expiry date field');
  } else if (!target) {
    const where = scope.isGroupScope ? 'of this group' : 'in this section';
    report(`${at}.expiryField`, `No field ${where} uses the key "${field.expiryField}"`);
  } else if (isGroup(target) || target.type !== 'date') {
    report(`${at}.expiryField`, `"${target.label}" is not a date field`);
  }
}

/** Red flag answers: only where the answer is one of known values, and each one of them. */
function checkFlagWhen(field: TFormField, at: string, report: TReportIssue): void {
  if (field.flagWhen === undefined) {
    return;
  }
  const known =
    field.type === 'checkbox'
      ? CHECKBOX_VALUES
      : field.type === 'select' || field.type === 'radio'
        ? (field.options ?? []).map((option) => option.value)
        : null;
  if (known === null) {
    report(`${at}.flagWhen`, 'Only a choice, drop-down or checkbox field raises a red flag');
  } else if (field.flagWhen.length === 0) {
    report(`${at}.flagWhen`, 'Choose at least one answer');
  } else {
    const unknown = field.flagWhen.find((value) => !known.includes(value));
    if (unknown !== undefined) {
      report(`${at}.flagWhen`, `"${unknown}" is not an answer of this field`);
    }
  }
}

function checkFormat(field: TFormField, at: string, report: TReportIssue): void {
  if (field.type === 'date') {
    if (field.past === false && field.future !== true) {
      report(`${at}.past`, 'Allow past or future dates: with neither, only today can be entered');
    }
    if (field.views?.length === 0) {
      report(`${at}.views`, 'Choose at least one of day, month and year');
    }
  }
  if (
    field.type === 'textarea' &&
    field.rows !== undefined &&
    (field.rows < MIN_TEXTAREA_ROWS || field.rows > MAX_TEXTAREA_ROWS)
  ) {
    report(`${at}.rows`, `Between ${MIN_TEXTAREA_ROWS} and ${MAX_TEXTAREA_ROWS} rows`);
  }
  if (field.maxLength !== undefined && field.maxLength < 1) {
    report(`${at}.maxLength`, 'At least 1 character');
  }
}

function isDateInRange(value: string): boolean {
  return isValidDateString(value) && value >= MIN_DATE && value <= MAX_DATE;
}

/** A number's minimum and a date's earliest and latest dates: only on their own type, and coherent. */
function checkLimits(field: TFormField, at: string, report: TReportIssue): void {
  if (field.min !== undefined) {
    if (field.type !== 'number') {
      report(`${at}.min`, 'Only a number field has a minimum');
    } else if (!Number.isInteger(field.min) || field.min < NUMBER_MIN) {
      report(`${at}.min`, `A whole number, ${NUMBER_MIN} or more`);
    }
  }
  const range = `${formatDateTime(MIN_DATE, DATE_DISPLAY_FORMAT)} to ${formatDateTime(MAX_DATE, DATE_DISPLAY_FORMAT)}`;
  for (const key of ['minDate', 'maxDate'] as const) {
    const value = field[key];
    if (value === undefined) {
      continue;
    }
    if (field.type !== 'date') {
      report(`${at}.${key}`, 'Only a date field has an earliest or latest date');
    } else if (!isDateInRange(value)) {
      report(`${at}.${key}`, `A date from ${range}`);
    }
  }
  const { minDate, maxDate } = field;
  if (
    field.type === 'date' &&
    minDate !== undefined &&
    maxDate !== undefined &&
    isDateInRange(minDate) &&
    isDateInRange(maxDate) &&
    minDate > maxDate
  ) {
    report(`${at}.minDate`, 'The earliest date is after the latest date');
  }
}

/** Every rule of one field, at `at` (`sections.0.items.3` or `sections.0.items.3.fields.1`). */
export function checkField(field: TFormField, at: string, scope: TItemScope, report: TReportIssue): void {
  checkOptions(field, at, report);
  checkShowWhen(field, at, scope, report);
  checkExpiryField(field, at, scope, report);
  checkFlagWhen(field, at, report);
  checkFormat(field, at, report);
  checkLimits(field, at, report);
}

/** A group's own rules, then its fields' (their names are their own scope). */
export function checkGroup(group: TFormGroup, at: string, scope: TItemScope, report: TReportIssue): void {
  checkShowWhen(group, at, scope, report);
  if (group.fields.length === 0) {
    report(`${at}.fields`, 'Add at least one field to the group');
  }
  if (group.minItems !== undefined && group.maxItems !== undefined && group.minItems > group.maxItems) {
    report(`${at}.minItems`, `The minimum (${group.minItems}) is more than the maximum (${group.maxItems})`);
  }
  const fields = indexByName(group.fields);
  const rowScope: TItemScope = { items: fields, expiryItems: fields, isGroupScope: true };
  const names = new Set<string>();
  group.fields.forEach((field, index) => {
    const fieldAt = `${at}.fields.${index}`;
    if (names.has(field.name)) {
      report(`${fieldAt}.name`, duplicateKeyMessage(field.name));
    }
    names.add(field.name);
    checkField(field, fieldAt, rowScope, report);
  });
}
