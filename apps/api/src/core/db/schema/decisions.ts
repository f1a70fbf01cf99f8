import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TConditions, TPrivilegeOutcome } from '@docapply/contracts';
import { applications } from './applications';
import { at, createdAt, id } from './columns';
import { hospitals } from './hospitals';
import { users } from './users';

/**
 * The privileging decision (issue 40): each hospital's route of steps, who sits on each, where each
 * file stands in it, the recommendations made at each step, recusals and votes.
 */

/** A step of a hospital's decision route, in `position` order; the last one decides (the board). */
export const decisionSteps = pgTable(
  'decision_steps',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name: text().notNull(),
    kind: text().$type<'person' | 'committee'>().notNull(),
    quorum: integer().notNull().default(1),
    allowedOutcomes: jsonb().$type<TPrivilegeOutcome[]>().notNull(),
    allowElectronicVote: boolean().notNull().default(false),
    createdAt: createdAt(),
    /** A step taken out of the route stays for the recommendations made at it. */
    removedAt: at(),
  },
  (t) => [
    uniqueIndex('decision_steps_position')
      .on(t.hospitalId, t.position)
      .where(sql`${t.removedAt} is null`),
    check('decision_steps_kind', sql`${t.kind} in ('person', 'committee')`),
    check('decision_steps_quorum', sql`${t.quorum} >= 1`),
  ],
);

export const decisionStepMembers = pgTable(
  'decision_step_members',
  {
    id: id(),
    stepId: uuid()
      .notNull()
      .references(() => decisionSteps.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isChair: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('decision_step_members_pair').on(t.stepId, t.userId),
    index('decision_step_members_user').on(t.userId),
  ],
);

export const DECISION_FILE_STATES = ['waiting', 'voting', 'decided'] as const;
export type TDecisionFileState = (typeof DECISION_FILE_STATES)[number];

/** Where a file stands in its hospital's route: entered when verification finalises it. */
export const decisionFiles = pgTable(
  'decision_files',
  {
    applicationId: uuid()
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    stepId: uuid()
      .notNull()
      .references(() => decisionSteps.id, { onDelete: 'restrict' }),
    since: at().notNull().defaultNow(),
    state: text().$type<TDecisionFileState>().notNull().default('waiting'),
    /** Electronic voting's last day (inclusive), while open. */
    votingClosesOn: date({ mode: 'string' }),
    decidedAt: at(),
  },
  (t) => [
    index('decision_files_step').on(t.stepId, t.state),
    check('decision_files_state', sql`${t.state} in ('waiting', 'voting', 'decided')`),
  ],
);

/** One privilege's recommendation, kept in the recommendation's `privileges` list. */
export type TStoredPrivilegeRecommendation = {
  privilegeId: string;
  outcome: TPrivilegeOutcome;
  conditions: TConditions | null;
  reason: string | null;
};

/**
 * A step's recommendation on a file: a person step's, signed and adopted at once; a committee's,
 * proposed and then carried (adopted) or not (rejected) by its members' votes.
 */
export const recommendations = pgTable(
  'recommendations',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    stepId: uuid()
      .notNull()
      .references(() => decisionSteps.id, { onDelete: 'restrict' }),
    byUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    state: text().$type<'proposed' | 'adopted' | 'rejected'>().notNull(),
    privileges: jsonb().$type<TStoredPrivilegeRecommendation[]>().notNull(),
    membershipCategory: text().notNull(),
    appointmentMonths: integer().notNull(),
    comment: text(),
    /** The second factor that signed it (a person step's recommendation). */
    signedWith: text(),
    /** The meeting that voted on it. */
    meetingId: uuid(),
    createdAt: createdAt(),
    decidedAt: at(),
  },
  (t) => [
    index('recommendations_application').on(t.applicationId, t.createdAt),
    check('recommendations_state', sql`${t.state} in ('proposed', 'adopted', 'rejected')`),
  ],
);

/** A member who stands aside from one file at one step: recorded, and kept out of its votes. */
export const recusals = pgTable(
  'recusals',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    stepId: uuid()
      .notNull()
      .references(() => decisionSteps.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('recusals_once').on(t.applicationId, t.stepId, t.userId)],
);

/** A member's vote on a committee's proposed recommendation: electronic, or recorded at a meeting. */
export const votes = pgTable(
  'votes',
  {
    id: id(),
    recommendationId: uuid()
      .notNull()
      .references(() => recommendations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: text().$type<'for' | 'against' | 'abstain'>().notNull(),
    /** The meeting it was cast at; null for an electronic vote. */
    meetingId: uuid(),
    /** The second factor that signed an electronic vote. */
    signedWith: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('votes_once').on(t.recommendationId, t.userId),
    check('votes_choice', sql`${t.choice} in ('for', 'against', 'abstain')`),
  ],
);
