import { appointmentLapsesJob, reappointmentInvitationsJob } from '@/modules/appointments/jobs';
import { EXCLUSION_LISTS_JOB } from '@/modules/exclusions/job';
import { EXPIRY_REMINDERS_JOB } from '@/modules/expiry-reminders/job';
import { requestRemindersJob } from '@/modules/references/request-reminders';
import type { TJob } from '@/core/jobs/scheduler';

const HOUR_MS = 60 * 60_000;

/**
 * Every background job, in the order a run takes them. Each is idempotent and sends a reminder at
 * most once (reminders_sent's unique key, written with the mail in one transaction).
 */
export const JOBS: readonly TJob[] = [
  requestRemindersJob,
  reappointmentInvitationsJob,
  appointmentLapsesJob,
  EXPIRY_REMINDERS_JOB,
  EXCLUSION_LISTS_JOB,
];

export { HOUR_MS };
