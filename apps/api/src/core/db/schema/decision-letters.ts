import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TBoardDecision } from '@docapply/contracts';
import { applications } from './applications';
import { at, createdAt, id } from './columns';
import { hospitals } from './hospitals';
import { users } from './users';

/**
 * The decision letter (issue 40): one per decided application, written when the board decides. It
 * keeps everything the letter prints as it stood that day (the decision, the names, the hospital's
 * notice and signatory), so the letter reads the same whenever either side downloads it.
 */
export const decisionLetters = pgTable(
  'decision_letters',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: 'cascade' }),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: jsonb().$type<TBoardDecision>().notNull(),
    hospitalName: text().notNull(),
    doctorName: text().notNull(),
    /** The hospital's hearing-rights notice; null when the decision is not adverse. */
    hearingRightsNotice: text(),
    letterSignatory: text(),
    decidedOn: date({ mode: 'string' }).notNull(),
    /** The last day to send it: the decision's day plus the hospital's deadline. */
    dueOn: date({ mode: 'string' }).notNull(),
    sentAt: at(),
    sentBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('decision_letters_due', sql`${t.dueOn} >= ${t.decidedOn}`),
    // The daily job reads the unsent letters by due day.
    index('decision_letters_unsent')
      .on(t.dueOn)
      .where(sql`${t.sentAt} is null`),
  ],
);
