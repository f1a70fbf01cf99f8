import { validateDate } from './date';
import { validateDea } from './dea';
import { validateEmail } from './email';
import { FORM_MESSAGES, earliestDateMessage, latestDateMessage, tooLongMessage } from './form-messages';
import type { TFieldCheck, TFormField } from './form-types';
import { validateNpi } from './npi';
import { validateNumber } from './number';
import { validatePhone } from './phone';
import { validateUsState } from './us-states';
import { validateZip } from './zip';

/** Today's date (YYYY-MM-DD) for date rules; injected by tests, defaults to the local date. */
export type TDateOptions = { today?: string };

/** What a date field's own rules read: past/future and its earliest and latest dates. */
export type TDateFieldRule = Pick<TFormField, 'past' | 'future' | 'minDate' | 'maxDate'>;

/** A stored date (YYYY-MM-DD) against the spec's date rule, then the field's earliest and latest dates. */
export function validateFieldDate(field: TDateFieldRule, value: string, today?: string): string | null {
  const error = validateDate(value, { past: field.past, future: field.future, today });
  if (error) {
    return error;
  }
  if (field.minDate !== undefined && value < field.minDate) {
    return earliestDateMessage(field.minDate);
  }
  return field.maxDate !== undefined && value > field.maxDate ? latestDateMessage(field.maxDate) : null;
}

function validateCheck(check: TFieldCheck, value: string): string | null {
  switch (check) {
    case 'npi':
      return validateNpi(value);
    case 'dea':
      return validateDea(value);
    case 'zip':
      return validateZip(value);
    case 'us-state':
      return validateUsState(value);
    default: {
      const never: never = check;
      return never;
    }
  }
}

function validateByType(field: TFormField, value: string, today: string | undefined): string | null {
  switch (field.type) {
    case 'number':
      return validateNumber(value, field.min);
    case 'email':
      return validateEmail(value);
    case 'tel':
      return validatePhone(value);
    case 'date':
      return validateFieldDate(field, value, today);
    case 'select':
    case 'radio': {
      const options = field.options ?? [];
      return options.length === 0 || options.some((option) => option.value === value)
        ? null
        : FORM_MESSAGES.invalidOption;
    }
    case 'checkbox':
      return value === 'true' || value === 'false' ? null : FORM_MESSAGES.invalidValue;
    case 'text':
    case 'search':
    case 'password':
    case 'textarea':
    case 'file':
      return null;
    default: {
      const never: never = field.type;
      return never;
    }
  }
}

/**
 * The format rule of one answer: null when valid. A blank value is valid here (only `required`,
 * checked by validateAnswers, refuses it). A `file` answer is the uploaded file's id.
 */
export function validateFieldValue(
  field: TFormField,
  value: string,
  { today }: TDateOptions = {},
): string | null {
  if (value.trim() === '') {
    return null;
  }
  const typeError = validateByType(field, value, today);
  if (typeError) {
    return typeError;
  }
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return tooLongMessage(field.maxLength);
  }
  return field.check ? validateCheck(field.check, value) : null;
}
