import { ADMIN_APPLICATION_MESSAGES } from '@docapply/contracts';
import { AppError } from '@/lib/app-error';
import { isUuid } from '@/modules/files/application-access';

/**
 * The queue's keyset position: the last row's submitted_at and id. The time keeps PostgreSQL's
 * microseconds (a JavaScript Date would round them and skip or repeat rows at a page boundary).
 */
export type TQueueCursor = { submittedAt: string; id: string };

const MICROSECOND_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: TQueueCursor): string {
  return Buffer.from(JSON.stringify([cursor.submittedAt, cursor.id])).toString('base64url');
}

function badCursor(): AppError {
  return new AppError('BAD_REQUEST', {
    message: ADMIN_APPLICATION_MESSAGES.badCursor,
    fields: { cursor: ADMIN_APPLICATION_MESSAGES.badCursor },
  });
}

/** Anything that is not a cursor this API wrote is 400 (and never reaches SQL). */
export function decodeCursor(text: string): TQueueCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    typeof value[1] !== 'string' ||
    !MICROSECOND_ISO.test(value[0]) ||
    Number.isNaN(Date.parse(value[0])) ||
    !isUuid(value[1])
  ) {
    throw badCursor();
  }
  return { submittedAt: value[0], id: value[1] };
}
