import type {
  TComment,
  TCommentList,
  TCreateCommentRequest,
  TCreateReplyRequest,
  TReply,
} from '@docapply/contracts';
import { COMMENT_MESSAGES, COMMENT_PAGE_SIZE } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { comments, replies } from '@/core/db/schema';
import { decodeKeysetCursor, encodeKeysetCursor } from '@/lib/keyset-cursor';
import { getParticipantApplication, notFound } from '@/core/access/applications';
import { runChange } from '@/core/change';
import type { TUserRow } from '@/core/users/users';
import { sendCommentMails } from './mails';
import { findComment, listCommentPage, toComment, toReply } from './queries';

/**
 * GET /comments/{applicationId}: one page of the thread, newest first, for the application's doctor
 * and its hospital's admins; `cursor` is the previous page's `nextCursor`.
 */
export async function listApplicationComments(
  ctx: TAppContext,
  user: TUserRow,
  { applicationId, cursor }: { applicationId: string; cursor?: string },
): Promise<TCommentList> {
  const before = cursor ? decodeKeysetCursor(cursor, COMMENT_MESSAGES.badCursor) : null;
  // Note: only participants read the thread, on every page; anyone else (a platform admin included)
  // gets 404, no data.
  const { application } = await getParticipantApplication(ctx.db, user, applicationId);
  const page = await listCommentPage(ctx.db, {
    applicationId: application.id,
    before,
    limit: COMMENT_PAGE_SIZE,
  });
  return {
    data: page.comments,
    nextCursor: page.hasMore && page.last ? encodeKeysetCursor(page.last) : null,
  };
}

/** POST /comments: a comment on one section, mailed to the other side of the application. */
export async function createComment(
  ctx: TAppContext,
  user: TUserRow,
  request: TCreateCommentRequest,
): Promise<TComment> {
  // Note: only participants write; the same 404 as reading, so writing reveals nothing either.
  const { application, role } = await getParticipantApplication(ctx.db, user, request.ApplicationId);
  const row = await runChange(async (change) => {
    const [row] = await change.tx
      .insert(comments)
      .values({
        applicationId: application.id,
        authorId: user.id,
        section: request.section,
        message: request.message,
      })
      .returning();
    await change.audit({
      actorId: user.id,
      action: 'comment.created',
      entity: 'comment',
      entityId: row.id,
      applicationId: application.id,
      hospitalId: application.hospitalId,
      after: { section: row.section, message: row.message },
    });
    await change.live('comment', application);
    await sendCommentMails(
      change,
      ctx.config,
      { kind: 'comment', application, section: request.section, message: request.message, writer: user },
      role,
    );
    return row;
  });
  return toComment(row, user);
}

/** POST /replies: an answer to a comment of the same application, mailed to that comment's author. */
export async function createReply(
  ctx: TAppContext,
  user: TUserRow,
  request: TCreateReplyRequest,
): Promise<TReply> {
  // Note: participants only (404 otherwise), and the comment must belong to this very application.
  const { application, role } = await getParticipantApplication(ctx.db, user, request.ApplicationId);
  const parent = await findComment(ctx.db, application.id, request.CommentId);
  if (!parent) {
    throw notFound(COMMENT_MESSAGES.notFound);
  }
  const row = await runChange(async (change) => {
    const [row] = await change.tx
      .insert(replies)
      .values({
        commentId: parent.comment.id,
        applicationId: application.id,
        authorId: user.id,
        message: request.message,
      })
      .returning();
    await change.audit({
      actorId: user.id,
      action: 'reply.created',
      entity: 'reply',
      entityId: row.id,
      applicationId: application.id,
      hospitalId: application.hospitalId,
      data: { commentId: parent.comment.id },
      after: { message: row.message },
    });
    await change.live('reply', application);
    await sendCommentMails(
      change,
      ctx.config,
      {
        kind: 'reply',
        application,
        section: parent.comment.section as TComment['section'],
        message: request.message,
        writer: user,
        repliedTo: {
          author: parent.author,
          side: parent.author.id === application.doctorId ? 'doctor' : 'hospital_admin',
        },
      },
      role,
    );
    return row;
  });
  return toReply(row, user, parent.author.email);
}
