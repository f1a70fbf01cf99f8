import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { COMMENT_SECTIONS } from './constants';
import { ZIdParams } from './params';

/**
 * Comments and replies on an application (spec "Comments side panel", sections 3 and 7). Field
 * names follow the spec (`_id`, `ApplicationId`, `User`), since clients read them as given.
 */
export const COMMENT_MESSAGE_MAX = 4000;
export const DEFAULT_COMMENT_SECTION = 'A' as const;

export const ZCommentSection = z.enum(COMMENT_SECTIONS, { error: 'Choose a section from A to D' });

const ZMessage = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(COMMENT_MESSAGE_MAX, `At most ${COMMENT_MESSAGE_MAX} characters`);

/** The author as the panel shows them: avatar letter from name.first, colour by email. */
export const ZCommentUser = z.object({
  email: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
});
export type TCommentUser = z.infer<typeof ZCommentUser>;

export const ZReply = z.object({
  _id: z.string(),
  ApplicationId: z.string(),
  CommentId: z.string(),
  message: z.string(),
  /** The address the reply was sent to (the author of the comment replied to). */
  email: z.string(),
  createdAt: z.string(),
  User: ZCommentUser,
});
export type TReply = z.infer<typeof ZReply>;

export const ZComment = z.object({
  _id: z.string(),
  ApplicationId: z.string(),
  section: ZCommentSection,
  message: z.string(),
  createdAt: z.string(),
  User: ZCommentUser,
  /** Oldest first. */
  replies: z.array(ZReply),
});
export type TComment = z.infer<typeof ZComment>;

/** GET /comments/{applicationId}'s path: a malformed id reads as an unknown one (404), as in ZIdParams. */
export const ZCommentListParams = z.strictObject({ applicationId: ZIdParams.shape.id });
export type TCommentListParams = z.infer<typeof ZCommentListParams>;

/** Comments in one page of GET /comments/{applicationId}. */
export const COMMENT_PAGE_SIZE = 50;

/**
 * GET /comments/{applicationId}?cursor=
 * - cursor: opaque, from the previous page's `nextCursor`; without it (or empty) the newest page.
 *   A malformed cursor is 400 (code BAD_REQUEST, field `cursor`).
 * Other parameters are ignored, as they were before the list was paged.
 */
export const ZCommentListQuery = z.object({ cursor: z.string().max(512).optional() });
export type TCommentListQuery = z.infer<typeof ZCommentListQuery>;

/**
 * GET /comments/{applicationId}: one page of the application's comments, newest first, each with
 * all its replies. `data` keeps the spec's shape, so a client that never pages reads the newest
 * COMMENT_PAGE_SIZE comments as before; `nextCursor` asks for the next, older, page and is null on
 * the last one.
 */
export const ZCommentList = z.object({ data: z.array(ZComment), nextCursor: z.string().nullable() });
export type TCommentList = z.infer<typeof ZCommentList>;

/**
 * POST /comments. `email` is the hospital's admin list the panel read from
 * /hospitals/hospitalAdmin/{id}; the server decides the recipients itself and never mails an
 * address only because a client named it.
 */
export const ZCreateCommentRequest = z.strictObject({
  ApplicationId: z.uuid({ error: 'Invalid application' }),
  section: ZCommentSection,
  message: ZMessage,
  email: z.array(z.string().max(320)).max(100).optional(),
});
export type TCreateCommentRequest = z.infer<typeof ZCreateCommentRequest>;

/** POST /replies. `email` is the author of the comment replied to (the server checks it itself). */
export const ZCreateReplyRequest = z.strictObject({
  ApplicationId: z.uuid({ error: 'Invalid application' }),
  CommentId: z.uuid({ error: 'Invalid comment' }),
  message: ZMessage,
  email: z.string().max(320).optional(),
});
export type TCreateReplyRequest = z.infer<typeof ZCreateReplyRequest>;

/** POST /comments answers `{ result: { data: comment } }`; POST /replies `{ result: { data: reply } }`. */
export const ZCommentCreated = z.object({ data: ZComment });
export const ZReplyCreated = z.object({ data: ZReply });

export const COMMENT_MESSAGES = {
  notFound: 'Comment not found.',
  sent: 'Comment sent.',
  replySent: 'Reply sent.',
  badCursor: 'These older comments could not be found. Open the comments again.',
} as const;
