/** Textarea rows: at least 2, at most 10 (spec section 9). */
export const TEXTAREA_MIN_ROWS = 2;
export const TEXTAREA_MAX_ROWS = 10;

export function clampRows(rows: number | undefined): number {
  return Math.min(TEXTAREA_MAX_ROWS, Math.max(TEXTAREA_MIN_ROWS, rows ?? TEXTAREA_MIN_ROWS));
}
