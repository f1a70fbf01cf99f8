import { eq } from 'drizzle-orm';
import { hasAnyRole } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { hospitalAdmins } from '@/core/db/schema';
import type { TAuth } from '@/core/access/guard';
import { findSessionUser } from '@/core/access/tokens';
import type { TUserRow } from '@/core/users/users';
import type { TLiveMessage } from '@/core/live/live-message';

/** Whose applications a stream hears of: read once when it opens, again at each session check. */
export type TLiveAudience = { userId: string; hospitalIds: ReadonlySet<string> };

export async function findLiveAudience(db: TDb, user: TUserRow): Promise<TLiveAudience> {
  const rows = hasAnyRole(user.roles, ['hospital_admin'])
    ? await db
        .select({ hospitalId: hospitalAdmins.hospitalId })
        .from(hospitalAdmins)
        .where(eq(hospitalAdmins.userId, user.id))
    : [];
  return { userId: user.id, hospitalIds: new Set(rows.map((row) => row.hospitalId)) };
}

/**
 * Note: the rule of getParticipantApplication (core/access/applications.ts), per event: the
 * application's doctor, or an administrator of its hospital once it was submitted. Nobody else
 * hears even that it changed. The decision route's work is the office's and the committees': the
 * doctor does not hear of it (only of the decision, as a status change).
 */
export function canHear(audience: TLiveAudience, message: TLiveMessage): boolean {
  if (message.kind === 'decision-route') {
    return audience.hospitalIds.has(message.hospitalId);
  }
  if (message.doctorId === audience.userId) {
    return true;
  }
  return !message.isDraft && audience.hospitalIds.has(message.hospitalId);
}

/**
 * The stream's user as the guard would find them now, or null when the session has ended since the
 * stream opened: token expired, revoked by logout, account disabled, or every session ended by a
 * password reset (the guard's rules, for a connection that outlives the request that checked them).
 */
export async function findLiveSessionUser(db: TDb, auth: TAuth): Promise<TUserRow | null> {
  if (auth.expiresAt.getTime() <= Date.now()) {
    return null;
  }
  const session = await findSessionUser(db, { sub: auth.user.id, jti: auth.jti });
  const isLive =
    session &&
    !session.isRevoked &&
    !session.user.disabledAt &&
    session.user.sessionVersion === auth.user.sessionVersion;
  return isLive ? session.user : null;
}
