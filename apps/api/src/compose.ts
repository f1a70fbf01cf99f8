import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '@/config';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { createEventBus, type TEventHandlers } from '@/core/events';
import type { TJob } from '@/core/jobs/scheduler';
import { createLiveBus } from '@/core/live/bus';
import { createMailer } from '@/core/outbox/mailer';
import { appointmentLapsesJob, reappointmentInvitationsJob } from '@/modules/appointments';
import { EXPIRED_AUTH_ROWS_JOB } from '@/modules/auth';
import { CLOSE_ELECTRONIC_VOTES_JOB, DECISION_EVENTS } from '@/modules/decisions';
import { DECISION_LETTER_DEADLINES_JOB, DECISION_LETTER_EVENTS } from '@/modules/decision-letters';
import { EXCLUSION_LISTS_JOB, EXCLUSION_EVENTS } from '@/modules/exclusions';
import { EXPIRY_REMINDERS_JOB } from '@/modules/expiry-reminders';
import { ABANDONED_FILES_JOB } from '@/modules/files';
import { FPPE_EVENTS, FPPE_REMINDERS_JOB } from '@/modules/fppe';
import { MEETING_PACKETS_JOB } from '@/modules/meetings';
import { NOTIFICATION_EVENTS } from '@/modules/notifications';
import { NPDB_REMINDERS_JOB } from '@/modules/npdb';
import { OPPE_CYCLES_JOB } from '@/modules/oppe';
import { PRIVILEGES_FEED_EVENTS, WEBHOOK_DELIVERIES_JOB } from '@/modules/privileges-feed';
import { requestRemindersJob } from '@/modules/references';
import { SIGN_IN_ALERTS_JOB } from '@/modules/sign-in-alerts';
import { SUPERVISION_REMINDERS_JOB } from '@/modules/supervision';
import { TEMPORARY_PRIVILEGE_EVENTS, TEMPORARY_PRIVILEGE_EXPIRY_JOB } from '@/modules/temporary-privileges';
import { VERIFICATION_EVENTS } from '@/modules/verification';

/**
 * The composition of the modules that is not routes (app.ts registers those): the background jobs
 * and the domain events' handlers. app.ts, the jobs command and the scripts build their context here.
 */

/**
 * Every background job, in the order a run takes them. Each is idempotent and sends a reminder at
 * most once (reminders_sent's unique key, written with the mail in one transaction).
 */
export const JOBS: readonly TJob[] = [
  requestRemindersJob,
  SUPERVISION_REMINDERS_JOB,
  reappointmentInvitationsJob,
  appointmentLapsesJob,
  TEMPORARY_PRIVILEGE_EXPIRY_JOB,
  OPPE_CYCLES_JOB,
  EXPIRY_REMINDERS_JOB,
  NPDB_REMINDERS_JOB,
  DECISION_LETTER_DEADLINES_JOB,
  EXCLUSION_LISTS_JOB,
  EXPIRED_AUTH_ROWS_JOB,
  ABANDONED_FILES_JOB,
  SIGN_IN_ALERTS_JOB,
  CLOSE_ELECTRONIC_VOTES_JOB,
  MEETING_PACKETS_JOB,
  FPPE_REMINDERS_JOB,
  WEBHOOK_DELIVERIES_JOB,
];

/**
 * Who handles which domain event, in this order: verification builds the checklist and keeps the
 * screening subject that exclusion screening then reads.
 */
const EVENT_HANDLERS: readonly TEventHandlers[] = [
  VERIFICATION_EVENTS,
  EXCLUSION_EVENTS,
  NOTIFICATION_EVENTS,
  DECISION_LETTER_EVENTS,
  TEMPORARY_PRIVILEGE_EVENTS,
  DECISION_EVENTS,
  FPPE_EVENTS,
  PRIVILEGES_FEED_EVENTS,
];

/** The process's services on `db`: the outbox's sender, the live bus and the domain events. */
export function createAppContext({
  config,
  db,
  log,
}: {
  config: TConfig;
  db: TDb;
  log: FastifyBaseLogger;
}): TAppContext {
  return {
    config,
    db,
    log,
    mailer: createMailer({ db, log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    live: createLiveBus(db, log),
    events: createEventBus(EVENT_HANDLERS),
  };
}
