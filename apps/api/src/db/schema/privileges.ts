import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('privileges_hospital').on(t.hospitalId, t.department)],
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
  (t) => [unique('application_privileges_pair').on(t.applicationId, t.privilegeId)],
);
