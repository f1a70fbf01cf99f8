import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { practitionerTypes } from './practitioner-types';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    roles: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The practitioner's type (issue 42), chosen at registration; staff accounts keep the default. */
    practitionerType: text()
      .notNull()
      .default('physician')
      .references(() => practitionerTypes.code),
    emailVerifiedAt: at(),
    disabledAt: at(),
    /** Carried in every access token; raising it ends all of the account's sessions at once. */
    sessionVersion: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Emails are stored lower-cased so the unique constraint is case-insensitive.
  (t) => [check('users_email_lower', sql`${t.email} = lower(${t.email})`)],
);
