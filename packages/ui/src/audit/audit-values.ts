import {
  APPLICATION_STATUSES,
  statusLabel,
  type TApplicationAuditEntry,
  type TApplicationStatus,
} from '@docapply/contracts';
import { NO_VALUE } from '../format/format';

const LONGEST_VALUE = 160;

export type TAuditChange = { key: string; label: string; before: string | null; after: string | null };

/** "legalName" reads "Legal name", "submitted_at" reads "Submitted at". */
export function toFieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

function isStatus(value: unknown): value is TApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** One recorded value as a short line of text; long values are cut. */
export function formatAuditValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return NO_VALUE;
  }
  if (key === 'status' && isStatus(value)) {
    return statusLabel(value);
  }
  if (typeof value === 'boolean') {
    return value ? 'Yes' : 'No';
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
}

/**
 * Each value the row changed, before → after (null where the row has no side, e.g. a creation);
 * a row written without before/after shows what it recorded instead, as "after" values.
 */
export function getAuditChanges(entry: TApplicationAuditEntry): TAuditChange[] {
  const hasBefore = entry.before !== null;
  const before = entry.before ?? {};
  const after = entry.after ?? (hasBefore ? null : entry.data) ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => ({
    key,
    label: toFieldLabel(key),
    before: hasBefore ? formatAuditValue(key, before[key]) : null,
    after: formatAuditValue(key, after[key]),
  }));
}
