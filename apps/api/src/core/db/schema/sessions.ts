import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './users';

/**
 * One row per access token issued (core/access/sessions.ts): the account's sign-in activity. The
 * token itself is never stored, only its id (`jti`), which signing one session out revokes.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    jti: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the person signed in: 'password' (password and emailed code), 'sso', 'passkey', 'totp'. */
    method: text().notNull(),
    ip: text(),
    userAgent: text(),
    /** The account's session version the token carries: a raised one ends the session. */
    sessionVersion: integer().notNull(),
    createdAt: createdAt(),
    /** Written at most every few minutes, after the answer (core/access/session-last-seen.ts). */
    lastSeenAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
    endedAt: at(),
    /** 'signed-out', 'signed-out-elsewhere' (from another session), 'signed-out-everywhere'. */
    endedHow: text(),
  },
  (t) => [index('sessions_user').on(t.userId, t.createdAt), index('sessions_created').on(t.createdAt)],
);
