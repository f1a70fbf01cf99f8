import {
  type TAdminPrivilege,
  type TAdminPrivilegeList,
  type TAdminPrivilegeVersions,
  type TSavePrivilegeRequest,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { AppError } from '@/lib/app-error';
import { getManagedHospital } from '@/core/access/managed-hospital';
import type { TUserRow } from '@/core/users/users';
import { CATALOGUE_MESSAGES, writePrivilegeVersion } from './catalogue-save';
import { readCurrentPrivileges, readPrivilegeVersions } from './catalogue-views';

/**
 * The hospital's privilege catalogue as its administrators edit it (PRODUCT.md "Privilege
 * catalogue"): each privilege is a chain of immutable versions sharing a key; an application
 * keeps the row its doctor picked.
 */

type TScope = { user: TUserRow; hospitalId: string };

/**
 * Note: a platform administrator manages any hospital's catalogue; a hospital administrator only
 * their own hospitals' (hospital_admins). Anything else is 404 with no data, as if the hospital did
 * not exist. Doctors are refused 403 by the routes' role guard before this runs.
 */
/** The one scope check of the office's set-up pages (forms and catalogue): 404 for another hospital. */
async function assertCatalogueScope(db: TDb, { user, hospitalId }: TScope): Promise<void> {
  await getManagedHospital(db, user, hospitalId);
}

/** GET /admin/privileges: the current version of every privilege, disabled ones too. */
export async function listAdminPrivileges(db: TDb, scope: TScope): Promise<TAdminPrivilegeList> {
  await assertCatalogueScope(db, scope);
  return { data: await readCurrentPrivileges(db, scope.hospitalId) };
}

/** GET /admin/privileges/{key}/versions: every version of one privilege, newest first. */
export async function listAdminPrivilegeVersions(
  db: TDb,
  scope: TScope & { key: string },
): Promise<TAdminPrivilegeVersions> {
  await assertCatalogueScope(db, scope);
  const data = await readPrivilegeVersions(db, scope.hospitalId, scope.key);
  if (data.length === 0) {
    throw new AppError('NOT_FOUND', { message: CATALOGUE_MESSAGES.privilegeNotFound });
  }
  return { data };
}

/** POST /admin/privileges (key null: version 1) and PUT /admin/privileges/{key} (version n+1). */
export async function savePrivilege(
  db: TDb,
  options: TScope & { key: string | null; input: TSavePrivilegeRequest },
): Promise<TAdminPrivilege> {
  const { user, hospitalId, key, input } = options;
  await assertCatalogueScope(db, { user, hospitalId });
  const savedKey = await writePrivilegeVersion(db, { actorId: user.id, hospitalId, key, input });
  const [saved] = await readCurrentPrivileges(db, hospitalId, savedKey);
  if (!saved) {
    throw new AppError('NOT_FOUND', { message: CATALOGUE_MESSAGES.privilegeNotFound });
  }
  return saved;
}
