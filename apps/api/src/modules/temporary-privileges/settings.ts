import { eq } from 'drizzle-orm';
import { TEMPORARY_PRIVILEGE_MESSAGES, type TTemporaryPrivilegeSettings } from '@docapply/contracts';
import { assertHospitalAdmin } from '@/core/access/managed-hospital';
import { runChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { hospitals } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';

/** GET /admin/hospitals/{hospitalId}/temporary-privilege-settings. */
export async function getTemporaryPrivilegeSettings(
  db: TDb,
  user: TUserRow,
  hospitalId: string,
): Promise<TTemporaryPrivilegeSettings> {
  // Note: the hospital's own administrators only; another hospital (or none) reads as missing.
  await assertHospitalAdmin(db, user, hospitalId, TEMPORARY_PRIVILEGE_MESSAGES.hospitalNotFound);
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
  // Note: the hospital's own administrators only; another hospital (or none) reads as missing.
  await assertHospitalAdmin(db, user, hospitalId, TEMPORARY_PRIVILEGE_MESSAGES.hospitalNotFound);
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
