import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './users';

/**
 * A doctor's delegate (issue 16, item 1): someone with an account of their own (role `delegate`)
 * who fills the doctor's drafts. Revoking keeps the row (the trail) and ends the access at once.
 */
export const delegations = pgTable(
  'delegations',
  {
    id: id(),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the doctor invited (normalised). */
    email: text().notNull(),
    invitedAt: createdAt(),
    revokedAt: at(),
  },
  (t) => [
    // One live delegation per doctor and delegate; the guard reads it by (delegate, doctor).
    uniqueIndex('delegations_active')
      .on(t.delegateId, t.doctorId)
      .where(sql`${t.revokedAt} is null`),
    index('delegations_doctor').on(t.doctorId, t.invitedAt),
  ],
);
