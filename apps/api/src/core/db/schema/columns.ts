import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column helpers: uuid keys and timezone-aware timestamps everywhere. */
export const id = () => uuid().primaryKey().defaultRandom();
export const at = () => timestamp({ withTimezone: true, mode: 'date' });
export const createdAt = () => at().notNull().defaultNow();
export const updatedAt = () =>
  at()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
