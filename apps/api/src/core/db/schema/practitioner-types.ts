import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns';

/**
 * The kinds of practitioner who apply (issue 42): physicians, nurse practitioners, physician
 * assistants and so on. Seeded by migration; the platform admin adds and renames types but never
 * deletes one (accounts and configuration keep its code), so a type leaves the lists by `isActive`.
 */
export const practitionerTypes = pgTable(
  'practitioner_types',
  {
    /** Stable key used by accounts, forms, catalogues and rules: `physician`, `np`, `pa`, … */
    code: text().primaryKey(),
    name: text().notNull(),
    /** physician | advanced_practice | other: rules that apply to a whole group read this. */
    category: text().notNull(),
    /** Practises under a supervising or collaborating physician (NP, PA, CRNA, CNM). */
    requiresSupervision: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    /**
     * The medical-staff membership categories a practitioner of this type may be appointed in: a
     * committee's recommendation names one of them (advanced practice professionals have a staff
     * category of their own). Checked against the contracts' list by the platform routes.
     */
    membershipCategories: text()
      .array()
      .notNull()
      .default(sql`'{active,associate,courtesy,consulting,affiliate,telemedicine}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('practitioner_types_code_format', sql`${t.code} ~ '^[a-z][a-z0-9_]{0,39}$'`),
    check('practitioner_types_category', sql`${t.category} in ('physician', 'advanced_practice', 'other')`),
    check('practitioner_types_membership_categories', sql`cardinality(${t.membershipCategories}) > 0`),
  ],
);
