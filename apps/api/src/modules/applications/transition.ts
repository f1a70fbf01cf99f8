import { eq } from 'drizzle-orm';
import { canTransition, type TApplicationStatus } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applicationStatusHistory, applications } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { changedValues, writeAudit } from '@/core/audit';
import { notifyLiveEvent } from '@/core/live/live-message';
import { asStatus, notFound, type TApplicationRow } from '@/core/access/applications';
import { APPLICATION_MESSAGES } from '@/core/access/application-messages';

export type TTransitionInput = {
  applicationId: string;
  to: TApplicationStatus;
  /** Who made the change (the doctor on submit, an administrator later); null for the system. */
  actorId: string | null;
  note?: string | null;
  /** Extra columns written in the same update (e.g. the attestation on submit). */
  set?: Partial<Pick<TApplicationRow, 'submittedAt' | 'attestation'>>;
  /** The request's address, for the audit row. */
  ip?: string | null;
  /** The audit row's action when it says more than a status change (a submission). */
  auditAction?: string;
};

/** The audited columns of an application, as JSON values. */
function toAuditedValues(row: Pick<TApplicationRow, 'status' | 'submittedAt' | 'attestation'>) {
  return {
    status: row.status,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    attestation: row.attestation ?? null,
  };
}

/**
 * The one way an application changes status (submit now, the admin side later): refuses anything
 * STATUS_TRANSITIONS does not allow with 409 and records a history row, in one transaction. The
 * caller authorises the actor; this function guards the state machine. Pass a transaction as `db`
 * to make the change part of a larger one.
 */
export async function transitionApplication(db: TDb, input: TTransitionInput): Promise<TApplicationRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, input.applicationId))
      .for('update')
      .limit(1);
    if (!current) {
      throw notFound();
    }
    const from = asStatus(current.status);
    if (!canTransition(from, input.to)) {
      throw new AppError('CONFLICT', { message: APPLICATION_MESSAGES.transitionRefused(from, input.to) });
    }
    const [updated] = await tx
      .update(applications)
      .set({ ...input.set, status: input.to })
      .where(eq(applications.id, current.id))
      .returning();
    await tx.insert(applicationStatusHistory).values({
      applicationId: current.id,
      fromStatus: from,
      toStatus: input.to,
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
      after: changed?.after ?? { status: input.to },
      ip: input.ip ?? null,
    });
    // Delivered at commit: the open pages of both sides re-read the application (modules/live).
    await notifyLiveEvent(tx, 'status', updated);
    return updated;
  });
}
