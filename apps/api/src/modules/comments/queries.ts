import { and, desc, eq, sql } from 'drizzle-orm';
import type { TComment, TCommentSection, TCommentUser, TReply } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { comments, replies, users } from '@/core/db/schema';
import { MICROSECOND_ISO_FORMAT, type TKeysetPosition } from '@/lib/keyset-cursor';

type TAuthorRow = { email: string; firstName: string; lastName: string };
type TCommentRow = typeof comments.$inferSelect;
type TReplyRow = typeof replies.$inferSelect;

const AUTHOR = { email: users.email, firstName: users.firstName, lastName: users.lastName };

export function toCommentUser(author: TAuthorRow): TCommentUser {
  return { email: author.email, name: { first: author.firstName, last: author.lastName } };
}

export function toComment(row: TCommentRow, author: TAuthorRow, replyViews: TReply[] = []): TComment {
  return {
    _id: row.id,
    ApplicationId: row.applicationId,
    section: row.section as TCommentSection,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    User: toCommentUser(author),
    replies: replyViews,
  };
}

/** `sentTo` is the comment author's address: the spec's reply `email` names whom the reply answers. */
export function toReply(row: TReplyRow, author: TAuthorRow, sentTo: string): TReply {
  return {
    _id: row.id,
    ApplicationId: row.applicationId,
    CommentId: row.commentId,
    message: row.message,
    email: sentTo,
    createdAt: row.createdAt.toISOString(),
    User: toCommentUser(author),
  };
}

/** toISOString()'s format, in SQL: the times a page's replies carry. */
const ISO_MS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

type TReplyJson = {
  id: string;
  commentId: string;
  message: string;
  createdAt: string;
  email: string;
  firstName: string;
  lastName: string;
};

/** Each comment's replies, oldest first, as JSON in its own row (the replies_comment index, per comment). */
const REPLIES_OF_COMMENT = sql<TReplyJson[]>`coalesce((select json_agg(json_build_object(
    'id', r.id, 'commentId', r.comment_id, 'message', r.message,
    'createdAt', to_char(r.created_at at time zone 'UTC', ${sql.raw(ISO_MS)}),
    'email', ru.email, 'firstName', ru.first_name, 'lastName', ru.last_name
  ) order by r.created_at, r.id)
  from replies r join users ru on ru.id = r.author_id where r.comment_id = ${comments.id}), '[]'::json)`;

function fromReplyJson(reply: TReplyJson, applicationId: string, sentTo: string): TReply {
  return {
    _id: reply.id,
    ApplicationId: applicationId,
    CommentId: reply.commentId,
    message: reply.message,
    email: sentTo,
    createdAt: reply.createdAt,
    User: toCommentUser(reply),
  };
}

export type TCommentPage = { comments: TComment[]; last: TKeysetPosition | null; hasMore: boolean };

/**
 * One page of the application's comments, newest first, each with all its replies (oldest first),
 * in one statement: a range of the comments_application index read backwards from `before`.
 */
export async function listCommentPage(
  db: TDb,
  { applicationId, before, limit }: { applicationId: string; before: TKeysetPosition | null; limit: number },
): Promise<TCommentPage> {
  const position = before
    ? sql`(${comments.createdAt}, ${comments.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      comment: comments,
      author: AUTHOR,
      cursorAt: sql<string>`to_char(${comments.createdAt} at time zone 'UTC', ${sql.raw(MICROSECOND_ISO_FORMAT)})`,
      replies: REPLIES_OF_COMMENT,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(comments.applicationId, applicationId), position))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit + 1);

  const pageRows = rows.slice(0, limit);
  const views = pageRows.map(({ comment, author, replies: replyRows }) =>
    toComment(
      comment,
      author,
      replyRows.map((reply) => fromReplyJson(reply, comment.applicationId, author.email)),
    ),
  );
  const lastRow = pageRows.at(-1);
  return {
    comments: views,
    last: lastRow ? { at: lastRow.cursorAt, id: lastRow.comment.id } : null,
    hasMore: rows.length > limit,
  };
}

export type TCommentWithAuthor = {
  comment: TCommentRow;
  author: TAuthorRow & { id: string; disabledAt: Date | null };
};

/** A comment of this application, or null (a comment of another application is not found here). */
export async function findComment(
  db: TDb,
  applicationId: string,
  commentId: string,
): Promise<TCommentWithAuthor | null> {
  const [row] = await db
    .select({ comment: comments, author: { ...AUTHOR, id: users.id, disabledAt: users.disabledAt } })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(comments.id, commentId), eq(comments.applicationId, applicationId)))
    .limit(1);
  return row ?? null;
}
