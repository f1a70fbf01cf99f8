import { DATE_DISPLAY_FORMAT, DATE_TIME_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';

/** A list's date: MM/DD/YYYY. */
export function formatDay(iso: string): string {
  return formatDateTime(iso, DATE_DISPLAY_FORMAT);
}

/** A moment: MM/DD/YYYY HH:mm:ss; a missing one reads as a dash. */
export function formatMoment(iso: string | null): string {
  return iso ? formatDateTime(iso, DATE_TIME_DISPLAY_FORMAT) : '—';
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
