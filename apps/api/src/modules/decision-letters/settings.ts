import { eq } from 'drizzle-orm';
import type { TLetterSettings } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { hospitals } from '@/core/db/schema';
import { changedValues } from '@/core/audit';
import { assertHospitalAdmin } from '@/core/access/managed-hospital';
import type { TUserRow } from '@/core/users/users';

/**
 * A hospital's decision-letter settings: the deadline to send a letter, the hearing-rights notice
 * an adverse letter prints and the signatory. Read and changed by that hospital's admins only.
 */
const SETTINGS_COLUMNS = {
  letterDeadlineDays: hospitals.letterDeadlineDays,
  hearingRightsNotice: hospitals.hearingRightsNotice,
  letterSignatory: hospitals.letterSignatory,
};

/** The settings as the letter reads them when the board decides. */
export async function loadLetterSettings(db: TDb, hospitalId: string): Promise<TLetterSettings> {
  const [row] = await db.select(SETTINGS_COLUMNS).from(hospitals).where(eq(hospitals.id, hospitalId));
  return row;
}

/** GET /admin/hospitals/{hospitalId}/letter-settings */
export async function getLetterSettings(
  db: TDb,
  user: TUserRow,
  hospitalId: string,
): Promise<TLetterSettings> {
  // Note: the hospital's own administrators only; another hospital (or none) reads as missing.
  await assertHospitalAdmin(db, user, hospitalId);
  return loadLetterSettings(db, hospitalId);
}

/**
 * PUT /admin/hospitals/{hospitalId}/letter-settings: saved with an audit row of what changed. A
 * letter already written keeps the notice and signatory it was written with.
 */
export async function updateLetterSettings(
  db: TDb,
  user: TUserRow,
  { hospitalId, settings }: { hospitalId: string; settings: TLetterSettings },
): Promise<TLetterSettings> {
  // Note: the hospital's own administrators only; another hospital (or none) reads as missing.
  await assertHospitalAdmin(db, user, hospitalId);
  const next: TLetterSettings = { ...settings, letterSignatory: settings.letterSignatory || null };
  return runChange(
    async (change) => {
      const [current] = await change.tx
        .select(SETTINGS_COLUMNS)
        .from(hospitals)
        .where(eq(hospitals.id, hospitalId))
        .for('update');
      await change.tx.update(hospitals).set(next).where(eq(hospitals.id, hospitalId));
      const changed = changedValues(current, next);
      if (changed) {
        await change.audit({
          actorId: user.id,
          action: 'hospital.letter-settings-updated',
          entity: 'hospital',
          entityId: hospitalId,
          hospitalId,
          ...changed,
        });
      }
      return next;
    },
    { db },
  );
}
