import { and, eq, ne } from 'drizzle-orm';
import type { TApplicationStatus } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applications, hospitalAdmins } from '@/core/db/schema';

/** The doctor may change an application's parts only before submission or when asked for more. */
export const EDITABLE_STATUSES: readonly TApplicationStatus[] = ['draft', 'information-requested'];

export type TApplicationRef = { id: string; doctorId: string; hospitalId: string; status: string };

export function isEditableStatus(status: string): boolean {
  return (EDITABLE_STATUSES as readonly string[]).includes(status);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive in paths; anything that is not a uuid names nothing (and never reaches SQL). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export async function findApplication(db: TDb, id: string): Promise<TApplicationRef | null> {
  if (!isUuid(id)) {
    return null;
  }
  const [row] = await db
    .select({
      id: applications.id,
      doctorId: applications.doctorId,
      hospitalId: applications.hospitalId,
      status: applications.status,
    })
    .from(applications)
    .where(eq(applications.id, id))
    .limit(1);
  return row ?? null;
}

/** The application when `doctorId` owns it; null otherwise (callers answer 404 either way). */
export async function findOwnedApplication(
  db: TDb,
  id: string,
  doctorId: string,
): Promise<TApplicationRef | null> {
  const row = await findApplication(db, id);
  // Note: ownership is the only way in for a doctor; someone else's application reads as missing.
  return row && row.doctorId === doctorId ? row : null;
}

export async function isHospitalAdmin(db: TDb, userId: string, hospitalId: string): Promise<boolean> {
  const rows = await db
    .select({ id: hospitalAdmins.id })
    .from(hospitalAdmins)
    .where(and(eq(hospitalAdmins.userId, userId), eq(hospitalAdmins.hospitalId, hospitalId)))
    .limit(1);
  return rows.length > 0;
}

/** True when `doctorId` has a submitted (non-draft) application at a hospital `adminId` administers. */
export async function isAdminOfDoctorsHospital(db: TDb, adminId: string, doctorId: string): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(hospitalAdmins, eq(hospitalAdmins.hospitalId, applications.hospitalId))
    .where(
      and(
        eq(applications.doctorId, doctorId),
        eq(hospitalAdmins.userId, adminId),
        ne(applications.status, 'draft'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
