import type { TFppeSummary } from '@docapply/contracts';
import { formatCount } from '@docapply/ui';

/** "2 of 3 cases", or "2 evaluations" for a plan that is a period alone. */
export function describeProgress({ evaluations, cases }: Pick<TFppeSummary, 'evaluations' | 'cases'>) {
  return cases === null
    ? formatCount(evaluations, 'evaluation')
    : `${evaluations} of ${formatCount(cases, 'case')}`;
}

/** "5 cases in 180 days", "180 days". */
export function describeTarget({ cases, days }: { cases: number | null; days: number }) {
  const period = formatCount(days, 'day');
  return cases === null ? period : `${formatCount(cases, 'case')} within ${period}`;
}
