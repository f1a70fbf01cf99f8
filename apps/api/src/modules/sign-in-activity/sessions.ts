import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { SIGN_IN_ACTIVITY_MESSAGES, type TSessionEnding, type TSignInSession } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { revokedTokens, sessions, users } from '@/core/db/schema';
import { revokeToken } from '@/core/access/tokens';
import { SESSIONS_KEPT_DAYS } from '@/core/access/sessions';
import { AppError } from '@/lib/app-error';
import { describeDevice } from './device';

/** What the activity page lists: the sessions of the last 90 days, newest first, at most this many. */
const SESSIONS_LISTED = 50;

// A session's end as the list tells it: its own record first, then what ended it without one.
const ending = sql<TSessionEnding | null>`case
  when ${sessions.endedHow} is not null then ${sessions.endedHow}
  when exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sessions.jti}) then 'signed-out'
  when ${sessions.sessionVersion} <> ${users.sessionVersion} or ${users.disabledAt} is not null then 'ended'
  when ${sessions.expiresAt} <= now() then 'expired'
end`;

const COLUMNS = {
  id: sessions.id,
  jti: sessions.jti,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  userAgent: sessions.userAgent,
  ip: sessions.ip,
  method: sessions.method,
  expiresAt: sessions.expiresAt,
  endedAt: sessions.endedAt,
  endedHow: ending,
};

function selectSessions(db: TDb) {
  return db.select(COLUMNS).from(sessions).innerJoin(users, eq(users.id, sessions.userId));
}

type TSessionRow = Awaited<ReturnType<typeof selectSessions>>[number];

function toSessionView(row: TSessionRow, currentJti: string): TSignInSession {
  const endedAt = row.endedAt ?? (row.endedHow === 'expired' ? row.expiresAt : null);
  return {
    id: row.id,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    ...describeDevice(row.userAgent),
    ip: row.ip,
    method: row.method,
    isCurrent: row.jti === currentJti,
    isActive: row.endedHow === null,
    endedAt: endedAt?.toISOString() ?? null,
    endedHow: row.endedHow,
  };
}

/** The signed-in account's recent sessions, the current one marked. */
export async function listSessions(
  db: TDb,
  { userId, currentJti }: { userId: string; currentJti: string },
): Promise<TSignInSession[]> {
  // Note: the signed-in account's own sessions only (a delegate's, never the doctor's it acts for).
  const rows = await selectSessions(db)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.createdAt, sql`now() - make_interval(days => ${SESSIONS_KEPT_DAYS})`),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(SESSIONS_LISTED);
  return rows.map((row) => toSessionView(row, currentJti));
}

/** Signs one session of the account out: its token id is revoked, its live streams close. */
export async function endSession(options: {
  userId: string;
  currentJti: string;
  sessionId: string;
}): Promise<{ session: TSignInSession; message: string }> {
  const { userId, currentJti, sessionId } = options;
  return runChange(async ({ tx, audit }) => {
    // Note: another account's session is not found, exactly like one that does not exist.
    const [row] = await selectSessions(tx)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .for('update', { of: sessions });
    if (!row) {
      throw new AppError('NOT_FOUND', { message: SIGN_IN_ACTIVITY_MESSAGES.notFound });
    }
    if (row.endedHow !== null) {
      return { session: toSessionView(row, currentJti), message: SIGN_IN_ACTIVITY_MESSAGES.sessionEnded };
    }
    await revokeToken(tx, row);
    const endedHow = row.jti === currentJti ? 'signed-out' : 'signed-out-elsewhere';
    const [ended] = await tx
      .update(sessions)
      .set({ endedAt: sql`now()`, endedHow })
      .where(eq(sessions.id, row.id))
      .returning({ endedAt: sessions.endedAt });
    await audit({
      actorId: userId,
      action: 'auth.session-ended',
      entity: 'user',
      entityId: userId,
      data: { sessionId: row.id, method: row.method },
    });
    return {
      session: toSessionView({ ...row, endedAt: ended?.endedAt ?? null, endedHow }, currentJti),
      message: SIGN_IN_ACTIVITY_MESSAGES.sessionEnded,
    };
  });
}

/**
 * Signs every session of the account out, this one included: the account's session version goes
 * up, which every token carries (the guard refuses older ones; the live streams close on it).
 */
export async function endAllSessions({ userId }: { userId: string }): Promise<{ message: string }> {
  return runChange(async ({ tx, audit }) => {
    // The sessions still live before the version goes up (not those logged out or expired already).
    const ended = await tx
      .update(sessions)
      .set({ endedAt: sql`now()`, endedHow: 'signed-out-everywhere' })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, sql`now()`),
          sql`${sessions.sessionVersion} = (select ${users.sessionVersion} from ${users} where ${users.id} = ${userId})`,
          sql`not exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sessions.jti})`,
        ),
      )
      .returning({ id: sessions.id });
    await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId));
    await audit({
      actorId: userId,
      action: 'auth.signed-out-everywhere',
      entity: 'user',
      entityId: userId,
      data: { sessions: ended.length },
    });
    return { message: SIGN_IN_ACTIVITY_MESSAGES.signedOutEverywhere };
  });
}
