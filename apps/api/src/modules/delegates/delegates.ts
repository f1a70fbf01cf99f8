import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { DELEGATE_MESSAGES, type TDelegate, type TDelegatedDoctor } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applications, delegations, users } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { writeAudit } from '@/core/audit';
import type { TUserRow } from '@/core/users/users';

type TDelegationRow = typeof delegations.$inferSelect;

function fullName(user: Pick<TUserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function toDelegate(row: TDelegationRow, delegate: TUserRow): TDelegate {
  return {
    id: row.id,
    email: row.email,
    name: fullName(delegate),
    // Note: a delegate who has not chosen a password yet cannot sign in, so cannot act yet.
    state: row.revokedAt ? 'revoked' : delegate.emailVerifiedAt ? 'active' : 'invited',
    invitedAt: row.invitedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** GET /delegates: the doctor's delegates, newest first, revoked ones too (one statement). */
export async function listDelegates(db: TDb, doctorId: string): Promise<TDelegate[]> {
  const rows = await db
    .select({ row: delegations, delegate: users })
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.delegateId))
    .where(eq(delegations.doctorId, doctorId))
    .orderBy(desc(delegations.invitedAt), desc(delegations.id));
  return rows.map(({ row, delegate }) => toDelegate(row, delegate));
}

/** DELETE /delegates/:id: the delegate's access to this doctor ends with the next request. */
export async function revokeDelegate(
  db: TDb,
  options: { doctor: TUserRow; delegationId: string },
): Promise<TDelegate> {
  const { doctor, delegationId } = options;
  return db.transaction(async (tx) => {
    // Note: the doctor's own delegations only; another doctor's id reads as unknown (404).
    const [found] = await tx
      .select({ row: delegations, delegate: users })
      .from(delegations)
      .innerJoin(users, eq(users.id, delegations.delegateId))
      .where(and(eq(delegations.id, delegationId), eq(delegations.doctorId, doctor.id)))
      .limit(1);
    if (!found) {
      throw new AppError('NOT_FOUND', { message: DELEGATE_MESSAGES.notFound });
    }
    if (found.row.revokedAt) {
      return toDelegate(found.row, found.delegate);
    }
    const [row] = await tx
      .update(delegations)
      .set({ revokedAt: new Date() })
      .where(eq(delegations.id, delegationId))
      .returning();
    await writeAudit(tx, {
      actorId: doctor.id,
      action: 'delegate.revoked',
      entity: 'delegation',
      entityId: delegationId,
      data: { email: found.row.email },
    });
    return toDelegate(row ?? found.row, found.delegate);
  });
}

/** GET /delegations: the doctors a delegate serves now, by name. */
export async function listDelegatedDoctors(db: TDb, delegateId: string): Promise<TDelegatedDoctor[]> {
  const rows = await db
    .select({ doctor: users })
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.doctorId))
    .where(
      and(eq(delegations.delegateId, delegateId), isNull(delegations.revokedAt), isNull(users.disabledAt)),
    )
    .orderBy(users.lastName, users.firstName, users.id);
  return rows.map(({ doctor }) => ({ doctorId: doctor.id, name: fullName(doctor), email: doctor.email }));
}

/** The addresses of a draft's doctor's active delegates: emails about a draft go to them too. */
export async function listDraftDelegateEmails(db: TDb, applicationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(applications)
    .innerJoin(delegations, eq(delegations.doctorId, applications.doctorId))
    .innerJoin(users, eq(users.id, delegations.delegateId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.status, 'draft'),
        isNull(delegations.revokedAt),
        isNull(users.disabledAt),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  return rows.map((row) => row.email);
}
