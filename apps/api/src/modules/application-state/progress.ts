import { and, eq, inArray } from 'drizzle-orm';
import { EDITABLE_STATUSES, type TApplicationStatusReport } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applications, hospitals, type TApplicationProgress } from '@/core/db/schema';
import { getAppContext } from '@/core/context';
import { isEditableStatus, type TApplicationRow } from '@/core/access/applications';
import { buildStatusReport } from './status-report';

/** The stored progress of an application: the status report's own figures (one completeness rule). */
export function toProgress(report: TApplicationStatusReport): TApplicationProgress {
  return {
    percent: report.percent,
    canSubmit: report.canSubmit,
    firstMissing: report.missing[0] ?? null,
  };
}

function isSameProgress(a: TApplicationProgress | null, b: TApplicationProgress): boolean {
  return a?.percent === b.percent && a.canSubmit === b.canSubmit && a.firstMissing === b.firstMissing;
}

/**
 * The doctor's "ready to submit" email, on the change from not ready to ready by a write only
 * (storeProgressIfChanged, the status view's self-healing, finds what the doctor is looking at).
 */
async function notifyIfBecameReady(
  db: TDb,
  application: TApplicationRow,
  progress: TApplicationProgress,
): Promise<void> {
  if (progress.canSubmit && application.progress?.canSubmit !== true) {
    await getAppContext().events.publish(db, 'application.ready-to-submit', {
      applicationId: application.id,
    });
  }
}

/** Stores the progress of a report computed anyway (the status check): lists self-heal from it. */
export async function storeProgressIfChanged(
  db: TDb,
  application: TApplicationRow,
  report: TApplicationStatusReport,
): Promise<void> {
  const progress = toProgress(report);
  if (isEditableStatus(application.status) && !isSameProgress(application.progress, progress)) {
    await db
      .update(applications)
      .set({ progress, updatedAt: application.updatedAt })
      .where(eq(applications.id, application.id));
  }
}

/**
 * Recomputes and stores an application's progress after a write that may change it (answers,
 * privileges, references, coverage, the hospital's minimum). A submitted application keeps what
 * it had: it cannot change until the hospital reopens it, which refreshes it again.
 */
export async function refreshProgress(
  db: TDb,
  applicationId: string,
  /** The clock a request link's expiry is read at (a job's own). */
  now: Date = new Date(),
): Promise<TApplicationProgress | null> {
  const [row] = await db
    .select({ application: applications, minReferences: hospitals.minReferences })
    .from(applications)
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row || !isEditableStatus(row.application.status)) {
    return null;
  }
  const progress = toProgress(await buildStatusReport(db, row.application, row.minReferences, now));
  // Progress is not an edit: the application's "last updated" stays what the doctor did.
  await db
    .update(applications)
    .set({ progress, updatedAt: row.application.updatedAt })
    .where(eq(applications.id, applicationId));
  await notifyIfBecameReady(db, row.application, progress);
  return progress;
}

/** After a hospital's minimum of references changes: every application it could change. */
export async function refreshHospitalProgress(db: TDb, hospitalId: string): Promise<void> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(eq(applications.hospitalId, hospitalId), inArray(applications.status, [...EDITABLE_STATUSES])),
    );
  for (const row of rows) {
    await refreshProgress(db, row.id);
  }
}
