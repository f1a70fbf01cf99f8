import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { at, createdAt, id, updatedAt } from './columns';
import { applications } from './applications';
import { formResponses, forms } from './forms';
import { hospitals } from './hospitals';

export const privileges = pgTable(
  'privileges',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    department: text().notNull(),
    name: text().notNull(),
    criteria: text().notNull().default(''),
    formId: uuid().references(() => forms.id, { onDelete: 'set null' }),
    /**
     * Versions: a privilege is a chain of immutable rows sharing `key`; an edit writes version n+1
     * and marks the previous row superseded, so an application keeps the version its doctor picked.
     */
    key: uuid().notNull().defaultRandom(),
    version: integer().notNull().default(1),
    supersededAt: at(),
    /** Core privileges come with membership in the department; special ones need their own criteria. */
    isCore: boolean().notNull().default(true),
    enabled: boolean().notNull().default(true),
    /** Structured criteria (TPrivilegeRequirements): minimum cases in a period, board certification. */
    requirements: jsonb().notNull().default({}),
    /** The practitioner types that may ask for it (issue 42); empty: every type. */
    practitionerTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('privileges_hospital').on(t.hospitalId, t.department),
    unique('privileges_key_version').on(t.key, t.version),
  ],
);

export const applicationPrivileges = pgTable(
  'application_privileges',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    privilegeId: uuid()
      .notNull()
      .references(() => privileges.id, { onDelete: 'restrict' }),
    formResponseId: uuid().references(() => formResponses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('application_privileges_pair').on(t.applicationId, t.privilegeId),
    // The catalogue's counts per privilege and the foreign key's check on delete.
    index('application_privileges_privilege').on(t.privilegeId),
  ],
);
