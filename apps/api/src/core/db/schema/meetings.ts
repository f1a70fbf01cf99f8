import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { at, createdAt, id } from './columns';
import { decisionSteps } from './decisions';
import { hospitals } from './hospitals';
import { users } from './users';

/**
 * Committee meetings (issue 40): a committee step's meeting, its agenda of files, who attended,
 * and the minutes' notes. The votes themselves are the decision route's (`votes.meeting_id`).
 */

export const MEETING_STATES = ['scheduled', 'in-progress', 'closed', 'cancelled'] as const;
export type TMeetingState = (typeof MEETING_STATES)[number];

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    /** A committee step of the hospital's route. */
    stepId: uuid()
      .notNull()
      .references(() => decisionSteps.id, { onDelete: 'restrict' }),
    startsAt: at().notNull(),
    location: text().notNull(),
    /** How many days before `startsAt` the members are sent the agenda and the packet's link. */
    packetLeadDays: integer().notNull().default(7),
    state: text().$type<TMeetingState>().notNull().default('scheduled'),
    packetSentAt: at(),
    closedAt: at(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The minutes' notes, written by the coordinator. */
    notes: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('meetings_hospital').on(t.hospitalId, t.startsAt),
    index('meetings_step').on(t.stepId, t.startsAt),
    // The packet job's scan: scheduled meetings whose packet has not gone yet.
    index('meetings_packet_due')
      .on(t.startsAt)
      .where(sql`${t.state} = 'scheduled' and ${t.packetSentAt} is null`),
    check('meetings_state', sql`${t.state} in ('scheduled', 'in-progress', 'closed', 'cancelled')`),
    check('meetings_packet_lead_days', sql`${t.packetLeadDays} between 0 and 60`),
  ],
);

/** A file on a meeting's agenda, in `position` order, and what the meeting decided on it. */
export const meetingItems = pgTable(
  'meeting_items',
  {
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** The vote's outcome once recorded. */
    outcome: text().$type<'adopted' | 'rejected'>(),
    decidedAt: at(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.applicationId] }),
    index('meeting_items_application').on(t.applicationId),
    check('meeting_items_outcome', sql`${t.outcome} is null or ${t.outcome} in ('adopted', 'rejected')`),
  ],
);

/** Whether each member of the step was present, as the coordinator recorded it. */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    present: boolean().notNull(),
    recordedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] })],
);
