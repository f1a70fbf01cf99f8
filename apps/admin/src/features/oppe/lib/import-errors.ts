import { isApiError } from '@docapply/ui';

/** One row's error in a rejected import: the CSV's line (from 2), its column, why. */
export type TRowError = { line: number; column: string; message: string };

const ROW_FIELD = /^line\.(\d+)\.(.+)$/;

/**
 * A rejected import's row errors from the 400's `fields` (`line.<n>.<column>` → message, the first
 * 100), by line; empty for any other error (a file that is not such a CSV says why in its message).
 */
export function getRowErrors(error: unknown): TRowError[] {
  if (!isApiError(error) || !error.fields) {
    return [];
  }
  const rows: TRowError[] = [];
  for (const [name, message] of Object.entries(error.fields)) {
    const match = ROW_FIELD.exec(name);
    if (match) {
      rows.push({ line: Number(match[1]), column: match[2] === 'row' ? 'Whole row' : match[2], message });
    }
  }
  return rows.sort((a, b) => a.line - b.line);
}
