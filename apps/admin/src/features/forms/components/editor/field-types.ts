import type { TFormField, TFormFieldType, TFormGroup } from '@docapply/rules';
import { uniqueName } from './tree';

/** Every type a field can have, in the order the editor lists them, with the words a coordinator reads. */
export const FIELD_TYPE_LABELS: Record<TFormFieldType, string> = {
  text: 'Short text',
  textarea: 'Long text (several lines)',
  number: 'Number',
  email: 'Email address',
  tel: 'Phone number',
  date: 'Date',
  select: 'Drop-down list',
  radio: 'Choice buttons (radio)',
  checkbox: 'Checkbox (yes or no)',
  password: 'Password',
  search: 'Search box',
  file: 'Document upload',
};

export const FIELD_TYPES = Object.keys(FIELD_TYPE_LABELS) as TFormFieldType[];

/** Which properties each type honours in the doctor's renderer and the shared rules. */
export const HAS_OPTIONS: ReadonlySet<TFormFieldType> = new Set(['select', 'radio']);
export const HAS_PLACEHOLDER: ReadonlySet<TFormFieldType> = new Set([
  'text',
  'textarea',
  'number',
  'email',
  'tel',
  'password',
  'search',
]);
export const HAS_MAX_LENGTH: ReadonlySet<TFormFieldType> = new Set(['text', 'textarea', 'search']);
export const HAS_CHECK: ReadonlySet<TFormFieldType> = new Set(['text', 'search', 'number', 'select']);
/** Whose answers can raise a red flag (`flagWhen`): a choice among known values. */
export const HAS_RED_FLAG: ReadonlySet<TFormFieldType> = new Set(['radio', 'select', 'checkbox']);

/** A new field of `type` whose key nobody in its scope has yet. */
export function createField(type: TFormFieldType, taken: ReadonlySet<string>): TFormField {
  return { name: uniqueName('newField', taken), type, label: `New ${FIELD_TYPE_LABELS[type].toLowerCase()}` };
}

/** A new repeatable group with one field, so it is valid from the start. */
export function createGroup(taken: ReadonlySet<string>): TFormGroup {
  return {
    kind: 'group',
    name: uniqueName('newGroup', taken),
    label: 'New group',
    fields: [{ name: 'entry', type: 'text', label: 'Entry' }],
  };
}

/**
 * The field with a new type, keeping what the new type still uses and dropping what it would
 * carry silently (options of a former drop-down, a former date's rules, a textarea's rows...).
 */
export function changeFieldType(field: TFormField, type: TFormFieldType): TFormField {
  const next: TFormField = { ...field, type };
  if (!HAS_OPTIONS.has(type)) {
    delete next.options;
  }
  if (type !== 'date') {
    delete next.past;
    delete next.future;
    delete next.views;
    delete next.format;
    delete next.minDate;
    delete next.maxDate;
  }
  if (type !== 'number') {
    delete next.min;
  }
  if (type !== 'textarea') {
    delete next.rows;
  }
  if (type !== 'file') {
    delete next.expiryField;
  }
  if (!HAS_PLACEHOLDER.has(type)) {
    delete next.placeholder;
  }
  if (!HAS_MAX_LENGTH.has(type)) {
    delete next.maxLength;
  }
  if (!HAS_CHECK.has(type)) {
    delete next.check;
  }
  // A checkbox's answers are not a choice's options: flagged answers do not carry over between them.
  if (!HAS_RED_FLAG.has(type) || (type === 'checkbox') !== (field.type === 'checkbox')) {
    delete next.flagWhen;
  }
  return next;
}
