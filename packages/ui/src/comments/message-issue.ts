import { ZCreateCommentRequest } from '@docapply/contracts';

/**
 * The contract's complaint about a message that is not empty (too long, say). An empty one is left
 * to the Field, which says "Required" once the user has been there.
 */
export function getMessageIssue(message: string): string | undefined {
  if (message.trim() === '') {
    return undefined;
  }
  const parsed = ZCreateCommentRequest.shape.message.safeParse(message);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
