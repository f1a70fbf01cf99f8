import { index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { applications } from './applications';

export const REQUEST_STATES = ['sent', 'opened', 'completed', 'declined', 'expired'] as const;
export const requestState = pgEnum('request_state', REQUEST_STATES);

/** A peer reference or the covering physician: a person asked by emailed link. */
const requestColumns = () => ({
  id: id(),
  applicationId: uuid()
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  specialty: text(),
  email: text().notNull(),
  phone: text(),
  relationship: text(),
  state: requestState().notNull().default('sent'),
  tokenId: text(),
  /** When the doctor last sent (or resent) the request: reminders count their days from it. */
  sentAt: at(),
  /** When the newest link stops working (a reminder sends a fresh one and moves it). */
  linkExpiresAt: at(),
  answers: jsonb(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const references = pgTable('references', requestColumns(), (t) => [
  index('references_application').on(t.applicationId),
]);

export const alternativeCoverage = pgTable('alternative_coverage', {
  ...requestColumns(),
  applicationId: uuid()
    .notNull()
    .unique()
    .references(() => applications.id, { onDelete: 'cascade' }),
});
