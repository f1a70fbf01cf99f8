import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import * as zm from 'zod/mini';
import { ZLiveEvent, parseJsonAs, type TLiveEvent, type TLiveEventKind } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';

/** The NOTIFY channel every API process listens on. */
export const LIVE_CHANNEL = 'docapply_live';

/** A live event as it travels between processes; who may read it is decided per stream. */
const ZLiveMessage = zm.extend(ZLiveEvent, {
  /** The SSE id: the same in every stream of every process. */
  id: zm.string(),
  /** A draft is its doctor's alone: its hospital's administrators are not told of it. */
  isDraft: zm.boolean(),
});
export type TLiveMessage = zm.infer<typeof ZLiveMessage>;

/** What a change needs to say about its application (a row of `applications` has all of it). */
export type TLiveSubject = { id: string; hospitalId: string; doctorId: string; status: string };

export function toLiveEvent({ kind, applicationId, hospitalId, doctorId }: TLiveMessage): TLiveEvent {
  return { kind, applicationId, hospitalId, doctorId };
}

/**
 * What migration 0015's triggers send on the channel when an account changes or a token is revoked:
 * every process then forgets the sessions it kept (core/access/session-cache.ts).
 */
export const SESSION_CHANGE_PAYLOAD = '{"session":true}';

/** A NOTIFY payload, or null for anything else that arrives on the channel. */
export function parseLiveMessage(payload: string): TLiveMessage | null {
  return parseJsonAs(ZLiveMessage, payload);
}

/**
 * Tells every API process that `application` changed. Inside a transaction PostgreSQL (and PGlite)
 * delivers the NOTIFY at commit and drops it on rollback, so no reader re-reads before the change
 * is there, nor hears of a change that never happened.
 */
export async function notifyLiveEvent(
  db: TDb,
  kind: TLiveEventKind,
  application: TLiveSubject,
): Promise<void> {
  const message: TLiveMessage = {
    id: randomUUID(),
    kind,
    applicationId: application.id,
    hospitalId: application.hospitalId,
    doctorId: application.doctorId,
    isDraft: application.status === 'draft',
  };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
}
