import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './users';

/**
 * An account's authenticator app (RFC 6238), at most one. `secret` is sealed with a key derived
 * from TOKEN_KEY (lib/sealed-secret.ts): a dump of the database alone does not give the codes.
 * Unconfirmed until a first code from the app was right; `lastStep` is the time step of the last
 * code used, so a code cannot be used twice.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text().notNull(),
  confirmedAt: at(),
  lastStep: integer(),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as keyed hashes; a new set replaces the old. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull().unique(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user').on(t.userId)],
);

/** An account's passkeys (WebAuthn credentials), each named by its owner. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** base64url, as the browser reports it. */
    credentialId: text().notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    lastUsedAt: at(),
  },
  (t) => [index('passkeys_user').on(t.userId)],
);

/**
 * WebAuthn challenges, kept server-side: one per account and purpose (a new one replaces it),
 * deleted when used, dead after `expiresAt`.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    challenge: text().notNull(),
    expiresAt: at().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webauthn_challenges_user').on(t.userId, t.purpose)],
);

/**
 * A fresh second factor before a signature (the attestation): proven at `verifiedAt`, good until
 * `expiresAt` (5 minutes) and used up by one signature (`usedAt`). An emailed code waits here
 * unverified (`codeHash`, its `attempts`) until the owner types it.
 */
export const stepUps = pgTable(
  'step_ups',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text().notNull(),
    codeHash: text(),
    attempts: integer().notNull().default(0),
    verifiedAt: at(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('step_ups_user').on(t.userId)],
);
