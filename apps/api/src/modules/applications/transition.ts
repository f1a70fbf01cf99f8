import { eq } from 'drizzle-orm';
import { canTransition, type TApplicationStatus } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applicationStatusHistory, applications } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { changedValues, writeAudit } from '@/core/audit';
import { notifyLiveEvent } from '@/core/live/live-message';
import { lockApplication, type TApplicationRow, type TLockedApplication } from '@/core/access/applications';
import { APPLICATION_MESSAGES } from '@/core/access/application-messages';

type TTransitionOptions = {
  to: TApplicationStatus;
  /** Who made the change (the doctor on submit, an administrator later); null for the system. */
  actorId: string | null;
  note?: string | null;
  /** Extra columns written in the same update (e.g. the attestation on submit). */
  set?: Partial<Pick<TApplicationRow, 'submittedAt' | 'attestation'>>;
  /** The audit row's action when it says more than a status change (a submission). */
  auditAction?: string;
};

/**
 * Either the application as the caller locked it in its transaction (lockApplication) to check it
 * first, or its id, and the transition locks it in a transaction of its own: the row is locked once.
 */
export type TTransitionInput = TTransitionOptions &
  (
    | { application: TLockedApplication; applicationId?: never }
    | { applicationId: string; application?: never }
  );

/** The audited columns of an application, as JSON values. */
function toAuditedValues(row: Pick<TApplicationRow, 'status' | 'submittedAt' | 'attestation'>) {
  return {
    status: row.status,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    attestation: row.attestation ?? null,
  };
}

/**
 * The one way an application changes status (the doctor's submission, the office's decisions):
 * refuses anything STATUS_TRANSITIONS does not allow with 409, and records a history row, an audit
 * row and a live event with the move. The caller authorises the actor; this function guards the
 * state machine. Given a locked row, `db` is the transaction that locked it (a change's `tx`).
 */
export async function transitionApplication(db: TDb, input: TTransitionInput): Promise<TApplicationRow> {
  if (input.application) {
    return moveLocked(db, input.application, input);
  }
  const { applicationId } = input;
  return db.transaction(async (tx) => moveLocked(tx, await lockApplication(tx, applicationId), input));
}

async function moveLocked(
  tx: TDb,
  current: TLockedApplication,
  input: TTransitionOptions,
): Promise<TApplicationRow> {
  const { to } = input;
  const from = current.status;
  if (!canTransition(from, to)) {
    throw new AppError('CONFLICT', { message: APPLICATION_MESSAGES.transitionRefused(from, to) });
  }
  const [updated] = await tx
    .update(applications)
    .set({ ...input.set, status: to })
    .where(eq(applications.id, current.id))
    .returning();
  await tx.insert(applicationStatusHistory).values({
    applicationId: current.id,
    fromStatus: from,
    toStatus: to,
    actorId: input.actorId,
    note: input.note ?? null,
  });
  const changed = changedValues(toAuditedValues(current), toAuditedValues(updated));
  await writeAudit(tx, {
    actorId: input.actorId,
    action: input.auditAction ?? 'application.status-changed',
    entity: 'application',
    entityId: current.id,
    applicationId: current.id,
    hospitalId: current.hospitalId,
    data: input.note ? { note: input.note } : undefined,
    before: changed?.before ?? { status: from },
    after: changed?.after ?? { status: to },
  });
  // Delivered at commit: the open pages of both sides re-read the application (modules/live).
  await notifyLiveEvent(tx, 'status', updated);
  return updated;
}
