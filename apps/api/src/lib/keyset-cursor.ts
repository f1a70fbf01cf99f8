import { AppError } from '@/lib/app-error';

/**
 * A keyset position: the last row's time and id, written as an opaque cursor (base64url of a JSON
 * pair). The time keeps PostgreSQL's microseconds (a JavaScript Date would round them and skip or
 * repeat rows at a page boundary), so it is read with MICROSECOND_ISO_FORMAT, never through a Date.
 */
export type TKeysetPosition = { at: string; id: string };

/** to_char format of a timestamptz (at time zone 'UTC') that a cursor carries. */
export const MICROSECOND_ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

const MICROSECOND_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeKeysetCursor(position: TKeysetPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

/**
 * Anything that is not a cursor this API wrote is 400 (code BAD_REQUEST, the `cursor` field named
 * with `message`) and never reaches SQL.
 */
export function decodeKeysetCursor(text: string, message: string): TKeysetPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    typeof value[1] !== 'string' ||
    !MICROSECOND_ISO.test(value[0]) ||
    Number.isNaN(Date.parse(value[0])) ||
    !UUID.test(value[1])
  ) {
    throw new AppError('BAD_REQUEST', { message, fields: { cursor: message } });
  }
  return { at: value[0], id: value[1] };
}
