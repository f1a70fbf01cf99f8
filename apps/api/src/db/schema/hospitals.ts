import { boolean, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const hospitals = pgTable('hospitals', {
  id: id(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  city: text().notNull(),
  state: text().notNull(),
  about: text().notNull().default(''),
  isOpen: boolean().notNull().default(true),
  minReferences: integer().notNull().default(3),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const hospitalAdmins = pgTable(
  'hospital_admins',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('hospital_admins_user_hospital').on(t.userId, t.hospitalId)],
);
