import { and, eq } from 'drizzle-orm';
import {
  REQUEST_LINK_TTL_DAYS,
  type TReferenceRequest,
  type TRequestKind,
  type TRequestState,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { alternativeCoverage, references } from '@/core/db/schema';
import { isUuid } from '@/core/files/application-access';

/**
 * Both kinds share one column set (see core/db/schema/references.ts), so one code path serves both.
 * The coverage table is typed as the references table: same columns, and queries use the
 * table object passed at run time, so they hit the right table.
 */
export const REQUEST_TABLES: Record<TRequestKind, typeof references> = {
  reference: references,
  coverage: alternativeCoverage as unknown as typeof references,
};

export type TRequestRow = typeof references.$inferSelect;

const DAY_MS = 86_400_000;
const OPEN_STATES: readonly TRequestState[] = ['sent', 'opened'];

export function isOpenState(state: TRequestState): boolean {
  return OPEN_STATES.includes(state);
}

type TLinkTimes = Pick<TRequestRow, 'linkExpiresAt' | 'updatedAt'>;

/**
 * When the newest link stops working: `link_expires_at`, set by every (re)send and moved by each
 * reminder. Rows written before it existed fall back to their sending time (`updated_at`).
 */
export function getLinkExpiry(row: TLinkTimes): Date {
  return row.linkExpiresAt ?? new Date(row.updatedAt.getTime() + REQUEST_LINK_TTL_DAYS * DAY_MS);
}

export function isLinkExpired(row: TLinkTimes, now = Date.now()): boolean {
  return getLinkExpiry(row).getTime() <= now;
}

/**
 * What submit counts (the completeness rule's `sent`): a request answered, or sent and still
 * live. A declined request, or one whose link expired unanswered, must be resent or replaced.
 */
export function isSentAndLive(row: Pick<TRequestRow, 'state'> & TLinkTimes, now = Date.now()): boolean {
  return row.state === 'completed' || (isOpenState(row.state) && !isLinkExpired(row, now));
}

/** The columns the doctor's view of a request is made of (never the answers). */
export type TRequestViewRow = Pick<
  TRequestRow,
  'id' | 'name' | 'specialty' | 'email' | 'phone' | 'relationship' | 'state' | 'createdAt' | 'updatedAt'
> &
  TLinkTimes;

/**
 * What the doctor sees: the state (an unanswered, timed-out link reads as expired) and when the
 * person was reminded, never answers.
 */
export function toRequestView(row: TRequestViewRow, remindedAt: readonly Date[] = []): TReferenceRequest {
  const state = isOpenState(row.state) && isLinkExpired(row) ? 'expired' : row.state;
  return {
    id: row.id,
    name: row.name,
    specialty: row.specialty ?? '',
    email: row.email,
    phone: row.phone ?? '',
    relationship: row.relationship ?? '',
    state,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    remindedAt: remindedAt.map((at) => at.toISOString()),
  };
}

export async function findRequest(db: TDb, kind: TRequestKind, id: string): Promise<TRequestRow | null> {
  if (!isUuid(id)) {
    return null;
  }
  const table = REQUEST_TABLES[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row ?? null;
}

export async function listRequests(db: TDb, kind: TRequestKind, applicationId: string) {
  const table = REQUEST_TABLES[kind];
  return db.select().from(table).where(eq(table.applicationId, applicationId)).orderBy(table.createdAt);
}

/** The row only while it still carries this jti (the link has not been replaced or used). */
export function whereCurrentLink(kind: TRequestKind, id: string, jti: string) {
  const table = REQUEST_TABLES[kind];
  return and(eq(table.id, id), eq(table.tokenId, jti));
}
