import { bigint, date, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { TGroupRow } from '@docapply/rules';
import { at, createdAt, id } from './columns';
import { files } from './platform';
import { users } from './users';

/**
 * A practitioner's answers from an imported profile archive (issue 42), by profile key: the
 * lowest-priority source of "apply once" (modules/application-state/profile.ts), below what they
 * gave at registration and every answer they give here. A later import replaces a key's answer.
 */
export const importedProfileAnswers = pgTable(
  'imported_profile_answers',
  {
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileKey: text().notNull(),
    /** The form item's type where it was answered ('text', 'date', … or 'group'). */
    type: text().notNull(),
    value: jsonb().$type<string | TGroupRow[]>().notNull(),
    importedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.profileKey] })],
);

/**
 * A document from an imported archive. Pending, it holds its stored bytes itself (`storageKey`,
 * released by the trigger of its migration when the row goes, as a files row's are) and no
 * application or hospital can see it; confirmed, its bytes are a profile document (`fileId`, no
 * application) that "apply once" offers (modules/reusable-documents) like one uploaded here.
 */
export const importedProfileDocuments = pgTable(
  'imported_profile_documents',
  {
    id: id(),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending' or 'confirmed'; a discarded document's row is deleted. */
    status: text().notNull().default('pending'),
    /** Pending only: the bytes' key (never also a files row's). */
    storageKey: text().unique(),
    /** Confirmed only: the profile document it became. */
    fileId: uuid().references(() => files.id, { onDelete: 'cascade' }),
    originalName: text().notNull(),
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    /** Hex SHA-256 of the bytes: the same document of the same kind is not imported twice. */
    sha256: text().notNull(),
    /** The profile key of the file field it answers. */
    kind: text().notNull(),
    rowIdentity: jsonb().$type<Record<string, string>>(),
    issuedOn: date({ mode: 'string' }),
    expiresOn: date({ mode: 'string' }),
    /** When the practitioner first uploaded it, wherever that was. */
    uploadedAt: at().notNull(),
    /** The installation the archive was exported from. */
    source: text().notNull(),
    createdAt: createdAt(),
    confirmedAt: at(),
  },
  (t) => [index('imported_profile_documents_doctor').on(t.doctorId, t.status)],
);
