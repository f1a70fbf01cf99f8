import { and, asc, eq } from 'drizzle-orm';
import type { TComment, TCommentSection, TCommentUser, TReply } from '@docapply/contracts';
import type { TDb } from '@/db/client';
import { comments, replies, users } from '@/db/schema';

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

/** The application's comments oldest first, each with its replies oldest first (two queries). */
export async function listComments(db: TDb, applicationId: string): Promise<TComment[]> {
  const commentRows = await db
    .select({ comment: comments, author: AUTHOR })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.applicationId, applicationId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const replyRows = await db
    .select({ reply: replies, author: AUTHOR })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.authorId))
    .where(eq(replies.applicationId, applicationId))
    .orderBy(asc(replies.createdAt), asc(replies.id));

  const views = commentRows.map(({ comment, author }) => toComment(comment, author));
  const byId = new Map(views.map((view) => [view._id, view]));
  for (const { reply, author } of replyRows) {
    const parent = byId.get(reply.commentId);
    if (parent) {
      parent.replies.push(toReply(reply, author, parent.User.email));
    }
  }
  return views;
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
