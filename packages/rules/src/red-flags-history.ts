import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT } from './date-formats';
import { formatDateTime, isValidDateString } from './date';
import {
  isGroup,
  type TFormAnswers,
  type TFormDefinition,
  type TFormGroup,
  type TFormItem,
} from './form-types';
import { isItemVisible } from './form-visibility';
import { HISTORY_GAP_MONTHS } from './red-flags-types';

/**
 * Gaps are read from the groups whose rows are periods of training or work. The seeded
 * application (apps/api/src/db/seed-data, sections B and C) marks them with these profile keys,
 * which a hospital's copy keeps in the form editor; a group of the same name counts too. Each row
 * holds its period in `startDate` and `endDate` (an empty end: still there). The medical school's
 * graduation date (its profile key below) starts the timeline.
 */
export const HISTORY_GROUPS = [
  { profileKey: 'education.training', name: 'training' },
  { profileKey: 'practice.workHistory', name: 'workHistory' },
] as const;
export const HISTORY_START_FIELD = 'startDate';
export const HISTORY_END_FIELD = 'endDate';
export const GRADUATION_PROFILE_KEY = 'education.graduationDate';

type TPeriod = { start: string; end: string; sectionKey: string; itemName: string };

/** A gap over HISTORY_GAP_MONTHS between `from` and `to` (YYYY-MM-DD); `to` is today when nothing follows. */
export type THistoryGap = {
  from: string;
  to: string;
  months: number;
  isOngoing: boolean;
  sectionKey: string;
  itemName: string;
};

function isHistoryGroup(item: TFormItem): item is TFormGroup {
  return (
    isGroup(item) &&
    HISTORY_GROUPS.some((known) => item.profileKey === known.profileKey || item.name === known.name)
  );
}

function readDate(value: unknown): string | null {
  return typeof value === 'string' && isValidDateString(value) ? value : null;
}

function collectPeriods(definition: TFormDefinition, answers: TFormAnswers, today: string) {
  const allItems = definition.sections.flatMap((section) => section.items);
  const periods: TPeriod[] = [];
  let graduation: string | null = null;
  for (const section of definition.sections) {
    for (const item of section.items) {
      if (!isItemVisible(item, answers, allItems)) {
        continue;
      }
      if (!isGroup(item) && item.profileKey === GRADUATION_PROFILE_KEY) {
        graduation = readDate(answers[item.name]);
      } else if (isHistoryGroup(item) && Array.isArray(answers[item.name])) {
        for (const row of answers[item.name] as Record<string, string>[]) {
          const start = readDate(row?.[HISTORY_START_FIELD]);
          if (start) {
            const end = readDate(row[HISTORY_END_FIELD]) ?? today;
            periods.push({
              start,
              end: end < start ? start : end,
              sectionKey: section.key,
              itemName: item.name,
            });
          }
        }
      }
    }
  }
  return { periods: periods.sort((a, b) => a.start.localeCompare(b.start)), graduation };
}

function isOverGap(from: string, to: string): boolean {
  return dayjs(from).add(HISTORY_GAP_MONTHS, 'month').isBefore(dayjs(to));
}

/**
 * The gaps over six months in the doctor's education and work history: from graduation to the
 * first period, between periods (overlaps merged), and from the last period's end to today.
 */
export function findHistoryGaps(
  definition: TFormDefinition,
  answers: TFormAnswers,
  today: string,
): THistoryGap[] {
  const { periods, graduation } = collectPeriods(definition, answers, today);
  if (periods.length === 0) {
    return [];
  }
  const gaps: THistoryGap[] = [];
  const gap = (from: string, to: string, at: TPeriod, isOngoing: boolean): THistoryGap => ({
    from,
    to,
    months: dayjs(to).diff(dayjs(from), 'month'),
    isOngoing,
    sectionKey: at.sectionKey,
    itemName: at.itemName,
  });
  let cursor = graduation && graduation < periods[0].start ? graduation : periods[0].start;
  let last = periods[0];
  for (const period of periods) {
    if (isOverGap(cursor, period.start)) {
      gaps.push(gap(cursor, period.start, period, false));
    }
    if (period.end >= cursor) {
      cursor = period.end;
      last = period;
    }
  }
  if (isOverGap(cursor, today)) {
    gaps.push(gap(cursor, today, last, true));
  }
  return gaps;
}

export function describeHistoryGap(gap: THistoryGap): string {
  const from = formatDateTime(gap.from, DATE_DISPLAY_FORMAT);
  if (gap.isOngoing) {
    return `No training or work listed since ${from} (${gap.months} months)`;
  }
  const to = formatDateTime(gap.to, DATE_DISPLAY_FORMAT);
  return `Gap of ${gap.months} months in education and work history: ${from} to ${to}`;
}
