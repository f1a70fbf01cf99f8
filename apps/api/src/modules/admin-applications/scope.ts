import { eq } from 'drizzle-orm';
import type { TDb } from '@/db/client';
import { hospitalAdmins, hospitals } from '@/db/schema';
import { getParticipantApplication, notFound } from '@/modules/applications/access';
import type { TApplicationWithHospital } from '@/modules/applications/summaries';
import { isUuid } from '@/modules/files/application-access';
import type { TUserRow } from '@/modules/users/users';

/** The hospitals `userId` administers: the whole of what the admin side may show them. */
export async function listAdminHospitalIds(db: TDb, userId: string): Promise<string[]> {
  const rows = await db
    .select({ hospitalId: hospitalAdmins.hospitalId })
    .from(hospitalAdmins)
    .where(eq(hospitalAdmins.userId, userId))
    .orderBy(hospitalAdmins.hospitalId);
  return rows.map((row) => row.hospitalId);
}

/**
 * The hospitals to look at: the admin's own, narrowed to `hospitalId` when given. Another
 * hospital's id narrows to nothing, so the caller answers an empty list rather than telling
 * whether that hospital has applications.
 */
export async function resolveHospitalScope(db: TDb, userId: string, hospitalId?: string): Promise<string[]> {
  const own = await listAdminHospitalIds(db, userId);
  // Note: only the caller's hospitals are ever queried.
  return hospitalId ? own.filter((id) => id === hospitalId) : own;
}

/** A submitted application of one of the admin's hospitals, with its hospital; anything else 404. */
export async function getAdminApplication(
  db: TDb,
  user: TUserRow,
  applicationId: string,
): Promise<TApplicationWithHospital> {
  if (!isUuid(applicationId)) {
    throw notFound();
  }
  const { application, role } = await getParticipantApplication(db, user, applicationId);
  // Note: the admin side serves the hospital's administrators only; the doctor (even one who is
  // also an administrator elsewhere) reads their own application on the doctor's side.
  if (role !== 'hospital_admin') {
    throw notFound();
  }
  const [hospital] = await db.select().from(hospitals).where(eq(hospitals.id, application.hospitalId));
  return { application, hospital };
}
