import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';

/** A list's date: MM/DD/YYYY. */
export function formatListDate(iso: string): string {
  return formatDateTime(iso, DATE_DISPLAY_FORMAT);
}
