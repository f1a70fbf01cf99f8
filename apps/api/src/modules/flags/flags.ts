import { and, eq, ne } from 'drizzle-orm';
import type { TRedFlag } from '@docapply/contracts';
import { computeRedFlags } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applications, hospitals } from '@/core/db/schema';
import { writeAudit } from '@/core/audit';
import type { TApplicationWithHospital } from '@/modules/application-state';
import { loadFlagInput } from './flag-input';

/**
 * The application's red flags now (packages/rules computeRedFlags): six statements whatever the
 * application holds. The caller has authorised the reader.
 */
export async function loadApplicationFlags(
  db: TDb,
  row: TApplicationWithHospital,
  now: Date = new Date(),
): Promise<TRedFlag[]> {
  return computeRedFlags(await loadFlagInput(db, row), now);
}

/**
 * Keeps `applications.flag_count` (the queue's column and filter) equal to `flags`, with an audit
 * row when it changes. The application's "last updated" stays what its people did.
 */
export async function storeFlagCount(
  db: TDb,
  application: TApplicationWithHospital['application'],
  flags: readonly TRedFlag[],
): Promise<void> {
  if (application.flagCount === flags.length) {
    return;
  }
  await db
    .update(applications)
    .set({ flagCount: flags.length, updatedAt: application.updatedAt })
    .where(eq(applications.id, application.id));
  await writeAudit(db, {
    actorId: null,
    action: 'application.flags-counted',
    entity: 'application',
    entityId: application.id,
    applicationId: application.id,
    hospitalId: application.hospitalId,
    data: { codes: flags.map((flag) => flag.code) },
    before: { flagCount: application.flagCount },
    after: { flagCount: flags.length },
  });
}

/**
 * Recomputes and stores an application's flag count after a write that can change its flags
 * (a submission, a reference or coverage answered or declined). Returns the count.
 */
export async function refreshFlagCount(
  db: TDb,
  applicationId: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ application: applications, hospital: hospitals })
    .from(applications)
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) {
    return 0;
  }
  const flags = await loadApplicationFlags(db, row, now);
  await storeFlagCount(db, row.application, flags);
  return flags.length;
}

/** After a hospital's minimum of references changes: every submitted application it could change. */
export async function refreshHospitalFlagCounts(db: TDb, hospitalId: string): Promise<void> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.hospitalId, hospitalId), ne(applications.status, 'draft')));
  for (const row of rows) {
    await refreshFlagCount(db, row.id);
  }
}

/**
 * GET /admin/applications/{id}/flags: the flags as of now. A count gone stale since the last
 * write (a document that expired meanwhile) is stored again, so the queue heals as files are read.
 */
export async function listApplicationFlags(db: TDb, row: TApplicationWithHospital): Promise<TRedFlag[]> {
  const flags = await loadApplicationFlags(db, row);
  await storeFlagCount(db, row.application, flags);
  return flags;
}
