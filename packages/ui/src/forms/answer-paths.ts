import type { TFormAnswers, TGroupRow } from '@docapply/rules';

// One shared empty list, so a group without rows keeps equal props between renders.
const NO_ROWS: TGroupRow[] = [];

/** A group's rows, or none when the answer is missing or not a list. */
export function getRows(value: TFormAnswers[string]): TGroupRow[] {
  return Array.isArray(value) ? value : NO_ROWS;
}

/** Rows padded with blank rows up to `count` (a group shows its minimum number of cards). */
export function padRows(rows: TGroupRow[], count: number): TGroupRow[] {
  return rows.length >= count ? rows : [...rows, ...Array.from({ length: count - rows.length }, () => ({}))];
}

/**
 * A copy of the answers with the value at `path` ('name' or 'group.0.field') replaced. Only the
 * changed row is copied: other rows keep their identity, so their memoised views stay put.
 */
export function setAnswerAt(answers: TFormAnswers, path: string, value: string): TFormAnswers {
  const [name, indexText, fieldName] = path.split('.');
  if (fieldName === undefined) {
    return { ...answers, [name]: value };
  }
  const index = Number(indexText);
  const rows = padRows(getRows(answers[name]), index + 1).slice();
  rows[index] = { ...rows[index], [fieldName]: value };
  return { ...answers, [name]: rows };
}
