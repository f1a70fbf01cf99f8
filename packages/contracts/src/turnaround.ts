import { z } from 'zod';
import type { TApplicationStatus } from './status';

/** The statuses the office works in, in the machine's order: the turnaround report's rows. */
export const TURNAROUND_STATUSES = [
  'applied',
  'in-review',
  'information-requested',
  'finalise',
] as const satisfies readonly TApplicationStatus[];
export type TTurnaroundStatus = (typeof TURNAROUND_STATUSES)[number];

/** The report looks back this many months from today. */
export const TURNAROUND_MONTHS = 12;

/**
 * One status's figures: `count` stays that ended (the application left the status) within the
 * window, and the median and 90th percentile of their lengths in days (one decimal; null without
 * any stay).
 */
export const ZTurnaroundRow = z.object({
  status: z.enum(TURNAROUND_STATUSES),
  count: z.number().int(),
  medianDays: z.number().nullable(),
  p90Days: z.number().nullable(),
});
export type TTurnaroundRow = z.infer<typeof ZTurnaroundRow>;

/**
 * GET /admin/hospitals/{id}/turnaround: how long applications of the hospital stayed in each status
 * over the last TURNAROUND_MONTHS months (`from`..`to`, ISO instants), every status present.
 */
export const ZTurnaround = z.object({
  hospitalId: z.string(),
  from: z.string(),
  to: z.string(),
  data: z.array(ZTurnaroundRow),
});
export type TTurnaround = z.infer<typeof ZTurnaround>;
