import type { TDoctorTemporaryPrivilege, TTemporaryPrivilegeList } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { getAdminApplication } from '@/core/access/admin-application';
import { getOwnApplication } from '@/core/access/applications';
import { isUuid } from '@/core/files/application-access';
import { notFound } from '@/core/access/applications';
import type { TUserRow } from '@/core/users/users';
import { findRequestedPrivileges, listGrants } from './views';

/** GET /admin/applications/{id}/temporary-privileges: the grants, what a new one may name, and for how long. */
export async function listTemporaryPrivileges(
  db: TDb,
  admin: TUserRow,
  applicationId: string,
): Promise<TTemporaryPrivilegeList> {
  // Note: only an administrator of the application's hospital; anyone else 404.
  const { application, hospital } = await getAdminApplication(db, admin, applicationId);
  return {
    data: await listGrants(db, application.id),
    requested: await findRequestedPrivileges(db, application.id),
    maxDays: hospital.temporaryPrivilegeMaxDays,
  };
}

/**
 * GET /applications/{id}/temporary-privileges: the doctor's own application's grants, without the
 * office's reasons or who granted them.
 */
export async function listDoctorTemporaryPrivileges(
  db: TDb,
  doctorId: string,
  applicationId: string,
): Promise<TDoctorTemporaryPrivilege[]> {
  if (!isUuid(applicationId)) {
    throw notFound();
  }
  // Note: the doctor's own application only; another doctor's answers 404.
  const application = await getOwnApplication(db, doctorId, applicationId);
  const grants = await listGrants(db, application.id);
  return grants.map(({ id, basis, startsOn, endsOn, state, privileges, endedAt }) => ({
    id,
    applicationId: application.id,
    basis,
    startsOn,
    endsOn,
    state,
    privileges,
    endedAt,
  }));
}
