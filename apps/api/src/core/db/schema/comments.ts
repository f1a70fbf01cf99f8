import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { applications } from './applications';
import { users } from './users';

export const comments = pgTable(
  'comments',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('comments_section', sql`${t.section} in ('A', 'B', 'C', 'D')`),
    // Keyset pages of a thread, newest first: (created_at, id) read backwards within one application.
    index('comments_application').on(t.applicationId, t.createdAt, t.id),
  ],
);

export const replies = pgTable(
  'replies',
  {
    id: id(),
    commentId: uuid()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('replies_comment').on(t.commentId, t.createdAt)],
);
