import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TSupervisionRelationship } from '@docapply/contracts';
import { applications } from './applications';
import { at, createdAt, id, updatedAt } from './columns';
import { hospitals } from './hospitals';
import { users } from './users';

export const SUPERVISION_ROW_STATES = ['pending', 'confirmed', 'declined'] as const;
export type TSupervisionRowState = (typeof SUPERVISION_ROW_STATES)[number];

/**
 * An advanced practice provider's agreement with a supervising or collaborating physician (issue
 * 42), one per application: the physician (a member of the hospital), the privileges it covers,
 * and the physician's signed answer. Naming another physician rewrites the row (the trail keeps
 * the earlier one); `token_id` is the live link's jti, cleared when answered.
 */
export const supervisionAgreements = pgTable(
  'supervision_agreements',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: 'cascade' }),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    physicianId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationship: text().$type<TSupervisionRelationship>().notNull(),
    /** The privilege ids (of the practitioner's picks) the agreement covers. */
    privilegeIds: jsonb().$type<string[]>().notNull().default([]),
    state: text().$type<TSupervisionRowState>().notNull().default('pending'),
    tokenId: text(),
    sentAt: at().notNull(),
    linkExpiresAt: at().notNull(),
    answeredAt: at(),
    /** The physician's typed name that signed the confirmation. */
    signedName: text(),
    answeredVia: text().$type<'link' | 'portal'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('supervision_agreements_state', sql`${t.state} in ('pending', 'confirmed', 'declined')`),
    check('supervision_agreements_relationship', sql`${t.relationship} in ('supervising', 'collaborating')`),
    check(
      'supervision_agreements_via',
      sql`${t.answeredVia} is null or ${t.answeredVia} in ('link', 'portal')`,
    ),
    index('supervision_agreements_physician').on(t.physicianId),
  ],
);
