import { DATE_DISPLAY_FORMAT } from './date-formats';
import { formatDateTime, isValidDateString } from './date';
import type { TFormField } from './form-types';

export const NOT_ANSWERED = 'Not answered';

/**
 * An answer as a reader sees it: dates as MM/DD/YYYY, checkboxes Yes/No, option labels instead
 * of values, phones as stored ("+1 212-555-0100"). Files are shown by the caller (the review's
 * viewer, the committee packet's documents). Shared by the sites and the API's committee packet.
 */
export function formatAnswer(field: TFormField, value: string | undefined): string {
  if (field.type === 'checkbox') {
    return value === 'true' ? 'Yes' : 'No';
  }
  if (value === undefined || value.trim() === '') {
    return NOT_ANSWERED;
  }
  switch (field.type) {
    case 'date':
      return isValidDateString(value) ? formatDateTime(value, DATE_DISPLAY_FORMAT) : value;
    case 'select':
    case 'radio':
      return field.options?.find((option) => option.value === value)?.label ?? value;
    case 'password':
      return '••••••••';
    case 'file':
      return 'File uploaded';
    case 'number':
    case 'email':
    case 'tel':
    case 'text':
    case 'search':
    case 'textarea':
      return value;
    default: {
      const never: never = field.type;
      return never;
    }
  }
}
