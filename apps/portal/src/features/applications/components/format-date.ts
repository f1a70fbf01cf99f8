import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';

/** A list's date: MM/DD/YYYY, or a dash when there is none. */
export function formatListDate(iso: string | null): string {
  return iso ? formatDateTime(iso, DATE_DISPLAY_FORMAT) : '—';
}
