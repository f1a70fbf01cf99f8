import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ADMIN_EXPIRING_DEFAULT_WINDOW,
  type TAdminExpiringDocument,
  type TAdminExpiringList,
} from '@docapply/contracts';
import { countDaysUntil, todayString } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applications, hospitalAdmins, hospitals } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { SUBMITTED_ONLY, loadDocuments } from './documents';

export type TAdminExpiringInput = { hospitalId?: string; days?: number; today?: string };

/** The hospitals the user administers, by name (a platform administrator's role adds none). */
async function listOwnHospitals(db: TDb, userId: string) {
  return db
    .select({ id: hospitals.id, name: hospitals.name })
    .from(hospitals)
    .innerJoin(hospitalAdmins, eq(hospitalAdmins.hospitalId, hospitals.id))
    .where(eq(hospitalAdmins.userId, userId))
    .orderBy(asc(hospitals.name), asc(hospitals.id));
}

function byExpiry(a: TAdminExpiringDocument, b: TAdminExpiringDocument): number {
  return (
    a.expiresOn.localeCompare(b.expiresOn) ||
    a.doctor.name.localeCompare(b.doctor.name) ||
    a.label.localeCompare(b.label) ||
    a.hospitalName.localeCompare(b.hospitalName)
  );
}

/**
 * GET /admin/expiring: the documents of the submitted and approved applications of the admin's
 * hospitals (or the one chosen) that expire within `days` or already have, expired first, then
 * soonest. Three statements whatever the hospitals hold: the hospitals, the answers with their
 * applications and doctors, and each form version's definition once.
 */
export async function listAdminExpiring(
  db: TDb,
  user: TUserRow,
  { hospitalId, days = ADMIN_EXPIRING_DEFAULT_WINDOW, today = todayString() }: TAdminExpiringInput,
): Promise<TAdminExpiringList> {
  const own = await listOwnHospitals(db, user.id);
  // Note: only hospitals the caller administers; another hospital's id selects nothing.
  const chosen = hospitalId ? own.filter((hospital) => hospital.id === hospitalId) : own;
  if (chosen.length === 0) {
    return { hospitals: own, data: [] };
  }
  const documents = await loadDocuments(
    db,
    and(
      inArray(
        applications.hospitalId,
        chosen.map((hospital) => hospital.id),
      ),
      SUBMITTED_ONLY,
    ),
  );
  const data: TAdminExpiringDocument[] = [];
  for (const document of documents) {
    const daysLeft = countDaysUntil(document.expiresOn, today);
    if (daysLeft > days) {
      continue;
    }
    const { row } = document;
    data.push({
      applicationId: row.applicationId,
      hospitalId: row.hospitalId,
      hospitalName: row.hospitalName,
      doctor: {
        id: row.doctorId,
        name: `${row.doctorFirstName} ${row.doctorLastName}`,
        email: row.doctorEmail,
      },
      label: document.label,
      expiresOn: document.expiresOn,
      daysLeft,
      status: row.status,
    });
  }
  return { hospitals: own, data: data.sort(byExpiry) };
}
