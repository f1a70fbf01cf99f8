import type { TPrivilegeRequirements } from '@docapply/contracts';
import { formatCount } from '@docapply/ui';

/** A privilege's structured requirements as the lines a coordinator reads, in a fixed order. */
export function describeRequirements(requirements: TPrivilegeRequirements): string[] {
  const lines: string[] = [];
  if (requirements.minCases) {
    const { count, months } = requirements.minCases;
    lines.push(`At least ${formatCount(count, 'case')} in the last ${formatCount(months, 'month')}`);
  }
  if (requirements.boardCertification === true) {
    lines.push('Board certification required');
  }
  return lines;
}

/** The requirements in one line, "None" when there are none (the history's before and after). */
export function summariseRequirements(requirements: TPrivilegeRequirements): string {
  const lines = describeRequirements(requirements);
  return lines.length > 0 ? lines.join('; ') : 'None';
}
