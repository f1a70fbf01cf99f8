import { eq } from 'drizzle-orm';
import { PROFILE_FILE_SCOPE, hasAnyRole } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { files } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { findApplication, isAdminOfDoctorsHospital, isHospitalAdmin } from './application-access';

export type TFileRow = typeof files.$inferSelect;

/** The file `b` when it sits under `a` (an application id or "profile"). */
export async function findFileAt(db: TDb, a: string, b: string): Promise<TFileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, b)).limit(1);
  if (!row) {
    return null;
  }
  const isSameScope = a === PROFILE_FILE_SCOPE ? row.applicationId === null : row.applicationId === a;
  return isSameScope ? row : null;
}

/** Readers: the owner, and the administrators of the hospital the document was submitted to. */
export async function canReadFile(db: TDb, user: TUserRow, file: TFileRow): Promise<boolean> {
  // Note: the doctor who uploaded a file reads it until it is superseded (removed or replaced
  // after submission); from then on only the hospital's admins do.
  if (file.ownerUserId === user.id && !file.supersededAt) {
    return true;
  }
  if (!hasAnyRole(user.roles, ['hospital_admin'])) {
    return false;
  }
  if (file.applicationId) {
    const application = await findApplication(db, file.applicationId);
    // Note: a hospital admin reads an application's documents once it was submitted to their hospital.
    return Boolean(
      application &&
      application.status !== 'draft' &&
      (await isHospitalAdmin(db, user.id, application.hospitalId)),
    );
  }
  // Note: profile documents serve every application of the doctor, so an admin of a hospital with
  // a submitted application from this doctor may read them.
  return isAdminOfDoctorsHospital(db, user.id, file.ownerUserId);
}
