import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [index('files_owner').on(t.ownerUserId), index('files_application').on(t.applicationId)],
);

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

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    data: jsonb(),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity').on(t.entity, t.entityId), index('audit_log_created').on(t.createdAt)],
);
