import { bigint, boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { applications } from './applications';
import { users } from './users';

export const contacts = pgTable('contacts', {
  id: id(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text(),
  organisation: text(),
  message: text().notNull(),
  handledAt: at(),
  createdAt: createdAt(),
});

export const files = pgTable(
  'files',
  {
    id: id(),
    ownerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid().references(() => applications.id, { onDelete: 'cascade' }),
    storageKey: text().notNull().unique(),
    originalName: text().notNull(),
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    /**
     * Set instead of deleting when the doctor removes or replaces a document of an application
     * that has been submitted: the admins can still open it; the doctor no longer sees it.
     */
    supersededAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner').on(t.ownerUserId), index('files_application').on(t.applicationId)],
);

/**
 * Storage keys whose bytes no files row holds (docs/adr/0005-no-orphan-files.md): a key is written
 * here, and committed, before its first byte is stored; the transaction that inserts its files row
 * takes it out, and deleting a files row puts its key back (trigger of migration 0016, so a cascade
 * cannot leave bytes behind either). The cleanup job removes the bytes of keys left here longer than
 * an upload can take (core/files/pending-files.ts).
 */
export const pendingFiles = pgTable('pending_files', {
  storageKey: text().primaryKey(),
  createdAt: createdAt(),
  /** Claimed by the cleanup job: its bytes are being removed, and no change may take the key any more. */
  isRemoving: boolean().notNull().default(false),
});

export const systemSettings = pgTable('system_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: at()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const shortUrls = pgTable('short_urls', {
  id: id(),
  code: text().notNull().unique(),
  target: text().notNull(),
  expiresAt: at(),
  createdAt: createdAt(),
});

/**
 * Append-only: a trigger (migration 0009) refuses every update and delete, so rows keep the actor
 * even after the account goes (no foreign keys; `actorLabel` keeps who it was).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid(),
    /** The actor's name and email at the time. */
    actorLabel: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    /** Set when the change concerns an application / a hospital: the review's and office's trail. */
    applicationId: uuid(),
    hospitalId: uuid(),
    data: jsonb(),
    /** Before and after values of what changed (only the changed keys). */
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    /** A delegate who made the change for the doctor (issue 16): who entered it, at the time. */
    enteredById: uuid(),
    enteredByLabel: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity').on(t.entity, t.entityId),
    index('audit_log_created').on(t.createdAt),
    index('audit_log_application').on(t.applicationId, t.createdAt),
    index('audit_log_hospital').on(t.hospitalId, t.createdAt),
  ],
);
