import { eq } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { hospitals } from '@/core/db/schema';
import {
  getParticipantApplication,
  notFound,
  type TApplicationWithHospital,
} from '@/core/access/applications';
import { isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';

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
