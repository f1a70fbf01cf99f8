import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './users';

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: text().notNull().unique(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user').on(t.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user').on(t.userId, t.purpose)],
);

export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text().primaryKey(),
    expiresAt: at().notNull(),
  },
  (t) => [index('revoked_tokens_expires').on(t.expiresAt)],
);

export const authThrottle = pgTable('auth_throttle', {
  key: text().primaryKey(),
  count: integer().notNull().default(0),
  windowStart: at().notNull().defaultNow(),
  lockedUntil: at(),
});
