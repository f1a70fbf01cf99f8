import { MESSAGES } from './messages';

export type TFieldValue = string | number | boolean | null | undefined | string[];

/** Empty means: nothing, blank text, an empty list, or an unticked checkbox ("false"). */
export function isEmptyValue(value: TFieldValue, type?: string): boolean {
  if (value === null || value === undefined) {
    return true;
  }
  if (Array.isArray(value)) {
    return value.length === 0;
  }
  if (typeof value === 'string') {
    if (type === 'checkbox') {
      return value !== 'true';
    }
    return value.trim() === '';
  }
  if (typeof value === 'boolean') {
    return type === 'checkbox' ? !value : false;
  }
  return Number.isNaN(value);
}

export function validateRequired(value: TFieldValue, type?: string): string | null {
  return isEmptyValue(value, type) ? MESSAGES.required : null;
}
