import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { hospitals } from './hospitals';
import { users } from './users';

/** A hospital's OpenID Connect identity provider: its staff sign in to the admin site through it. */
export const identityProviders = pgTable('identity_providers', {
  hospitalId: uuid()
    .primaryKey()
    .references(() => hospitals.id, { onDelete: 'cascade' }),
  /** The "<provider>" of "Sign in with <provider>". */
  displayName: text().notNull(),
  issuer: text().notNull(),
  clientId: text().notNull(),
  /** Encrypted with a key derived from the token key (lib/sealed-secret.ts); never sent back. */
  clientSecretSealed: text().notNull(),
  /** Lower-case email domains whose people may sign in (exact match, no subdomains). */
  allowedDomains: jsonb().$type<string[]>().notNull().default([]),
  /** The ID token or userinfo claim holding the person's groups or roles. */
  groupClaim: text().notNull().default('groups'),
  /** The value of that claim that makes someone an administrator of this hospital. */
  adminValue: text().notNull(),
  /** Off: this hospital's administrators may sign in only through the provider. */
  isPasswordSignInAllowed: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A sign-in sent to a provider: its state (hashed), nonce and PKCE verifier, used once. */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    id: id(),
    stateHash: text().notNull().unique(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    codeVerifier: text().notNull(),
    nonce: text().notNull(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('sso_logins_expires').on(t.expiresAt)],
);

/** What the callback hands the admin site: a short-lived, single-use ticket for the session. */
export const ssoTickets = pgTable(
  'sso_tickets',
  {
    id: id(),
    ticketHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('sso_tickets_expires').on(t.expiresAt)],
);
