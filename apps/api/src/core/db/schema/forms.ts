import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { hospitals } from './hospitals';
import { users } from './users';
import { applications } from './applications';

export const FORM_KINDS = [
  'application',
  'survey',
  'privilege',
  'reference',
  'coverage',
  'evaluation',
] as const;
export const formKind = pgEnum('form_kind', FORM_KINDS);

export const forms = pgTable(
  'forms',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    kind: formKind().notNull(),
    key: text().notNull(),
    title: text().notNull(),
    version: integer().notNull().default(1),
    definition: jsonb().notNull(),
    /**
     * The practitioner types this form is for (issue 42); empty: every type. Where a hospital has
     * several forms of one kind (an application form for physicians, one for NPs), a doctor gets
     * the one naming their type, else the one for every type.
     */
    practitionerTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // A version is published when written (seeds, publishing); an admin's draft sets null explicitly.
    publishedAt: at().defaultNow(),
    /** Who published this version (null for seeded versions); never changes once set. */
    publishedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Who last saved the draft. */
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('forms_hospital_key_version').on(t.hospitalId, t.key, t.version),
    // A form has at most one draft (the version after its latest published one).
    uniqueIndex('forms_one_draft')
      .on(t.hospitalId, t.key)
      .where(sql`${t.publishedAt} is null`),
  ],
);

export const formResponses = pgTable(
  'form_responses',
  {
    id: id(),
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'restrict' }),
    applicationId: uuid().references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb().notNull().default({}),
    status: text().notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('form_responses_user_form').on(t.userId, t.formId),
    index('form_responses_application').on(t.applicationId),
  ],
);
