import type { TFormAnswers, TGroupRow } from '@docapply/rules';

/**
 * The answers with the values at `paths` ('name' or 'group.0.field') blanked. The server refuses
 * a whole draft for one malformed value, so an NPI still being typed must not block the rest.
 */
export function blankPaths(answers: TFormAnswers, paths: readonly string[]): TFormAnswers {
  if (paths.length === 0) {
    return answers;
  }
  const result: TFormAnswers = { ...answers };
  for (const path of paths) {
    const [name, index, field] = path.split('.');
    const value = result[name];
    if (field === undefined) {
      if (typeof value === 'string') {
        result[name] = '';
      }
    } else if (Array.isArray(value)) {
      const rows: TGroupRow[] = value.map((row, at) =>
        String(at) === index ? { ...row, [field]: '' } : row,
      );
      result[name] = rows;
    }
  }
  return result;
}
