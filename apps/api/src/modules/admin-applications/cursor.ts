import { ADMIN_APPLICATION_MESSAGES } from '@docapply/contracts';
import { decodeKeysetCursor, encodeKeysetCursor } from '@/lib/keyset-cursor';

/** The queue's keyset position: the last row's submitted_at (with microseconds) and id. */
export type TQueueCursor = { submittedAt: string; id: string };

export function encodeCursor(cursor: TQueueCursor): string {
  return encodeKeysetCursor({ at: cursor.submittedAt, id: cursor.id });
}

/** Anything that is not a cursor this API wrote is 400 (and never reaches SQL). */
export function decodeCursor(text: string): TQueueCursor {
  const { at, id } = decodeKeysetCursor(text, ADMIN_APPLICATION_MESSAGES.badCursor);
  return { submittedAt: at, id };
}
