import { eq } from 'drizzle-orm';
import { TEMPORARY_PRIVILEGE_MESSAGES, type TTemporaryPrivilegeSettings } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { hospitals } from '@/core/db/schema';
import { isHospitalAdmin, isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';

/** Note: the hospital's own administrators only; another hospital (or none) reads as missing. */
async function assertHospitalAdmin(db: TDb, user: TUserRow, hospitalId: string): Promise<void> {
  if (!isUuid(hospitalId) || !(await isHospitalAdmin(db, user.id, hospitalId))) {
    throw new AppError('NOT_FOUND', { message: TEMPORARY_PRIVILEGE_MESSAGES.hospitalNotFound });
  }
}

/** GET /admin/hospitals/{hospitalId}/temporary-privilege-settings. */
export async function getTemporaryPrivilegeSettings(
  db: TDb,
  user: TUserRow,
  hospitalId: string,
): Promise<TTemporaryPrivilegeSettings> {
  await assertHospitalAdmin(db, user, hospitalId);
  const [row] = await db
    .select({ maxDays: hospitals.temporaryPrivilegeMaxDays })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId));
  return row;
}

/** PUT /admin/hospitals/{hospitalId}/temporary-privilege-settings: saved with an audit row. */
export async function updateTemporaryPrivilegeSettings(
  db: TDb,
  user: TUserRow,
  { hospitalId, settings }: { hospitalId: string; settings: TTemporaryPrivilegeSettings },
): Promise<TTemporaryPrivilegeSettings> {
  await assertHospitalAdmin(db, user, hospitalId);
  return runChange(
    async ({ tx, audit }) => {
      const [current] = await tx
        .select({ maxDays: hospitals.temporaryPrivilegeMaxDays })
        .from(hospitals)
        .where(eq(hospitals.id, hospitalId))
        .for('update');
      await tx
        .update(hospitals)
        .set({ temporaryPrivilegeMaxDays: settings.maxDays })
        .where(eq(hospitals.id, hospitalId));
      if (current.maxDays !== settings.maxDays) {
        await audit({
          actorId: user.id,
          action: 'hospital.temporary-privilege-settings-updated',
          entity: 'hospital',
          entityId: hospitalId,
          hospitalId,
          before: { temporaryPrivilegeMaxDays: current.maxDays },
          after: { temporaryPrivilegeMaxDays: settings.maxDays },
        });
      }
      return { maxDays: settings.maxDays };
    },
    { db },
  );
}
