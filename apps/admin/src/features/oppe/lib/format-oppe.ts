import type { TOppeCycle, TOppeIndicator } from '@docapply/contracts';
import { NO_VALUE, formatDay } from '@docapply/ui';

const DECIMALS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "12.5 %", "42 cases": a value with its indicator's unit (none when the unit is empty). */
export function formatOppeValue(value: number, unit: string): string {
  const number = DECIMALS.format(value);
  if (unit === '') {
    return number;
  }
  return unit === '%' ? `${number}%` : `${number} ${unit}`;
}

/** The thresholds in words: "Flagged above 5%", "below 10 cases", "fewer than 20 cases to judge". */
export function describeThresholds(indicator: TOppeIndicator): string {
  const { min, max, lowVolumeBelow, unit, kind } = indicator;
  const parts: string[] = [];
  if (min !== null && max !== null) {
    parts.push(`expected ${formatOppeValue(min, unit)} to ${formatOppeValue(max, unit)}`);
  } else if (max !== null) {
    parts.push(`at most ${formatOppeValue(max, unit)}`);
  } else if (min !== null) {
    parts.push(`at least ${formatOppeValue(min, unit)}`);
  }
  if (lowVolumeBelow !== null) {
    parts.push(
      `${kind === 'rate' ? 'denominator' : 'count'} of at least ${DECIMALS.format(lowVolumeBelow)} to judge`,
    );
  }
  if (parts.length === 0) {
    return 'No thresholds';
  }
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A threshold's cell: the value with its unit, or a dash. */
export function formatThreshold(value: number | null, unit: string): string {
  return value === null ? NO_VALUE : formatOppeValue(value, unit);
}

/** "01/01/2026 – 12/31/2026": a cycle's first and last day. */
export function formatCycle(cycle: Pick<TOppeCycle, 'startsOn' | 'endsOn'>): string {
  return `${formatDay(cycle.startsOn)} – ${formatDay(cycle.endsOn)}`;
}
