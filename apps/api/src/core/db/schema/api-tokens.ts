import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { hospitals } from './hospitals';
import { users } from './users';

/**
 * A hospital's API token (issue 42): another system's read access to the hospital's FHIR export or
 * privileges feed. Only the token's SHA-256 is kept (a random 256-bit token needs no slow hash), so
 * the database alone gives no usable token; the first characters tell it apart in the list.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** TApiTokenScope values. */
    scopes: text().array().notNull(),
    tokenHash: text().notNull().unique(),
    prefix: text().notNull(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Written at most once a minute per token, so a busy client does not write on every read. */
    lastUsedAt: at(),
    expiresAt: at(),
    revokedAt: at(),
    revokedById: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('api_tokens_hospital').on(t.hospitalId, t.createdAt)],
);
