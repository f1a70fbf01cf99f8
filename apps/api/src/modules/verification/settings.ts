import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TVerificationSettings } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { hospitals } from '@/core/db/schema';
import { changedValues, writeAudit } from '@/core/audit';
import { assertHospitalAdmin } from '@/core/access/managed-hospital';
import type { TUserRow } from '@/core/users/users';
import { syncCustomItems } from './custom-items';
import { VERIFICATION_MESSAGES } from './messages';
import type { TCustomItem } from './policy';

/**
 * A hospital's verification settings (issue 15): how long a verification stays valid, the kinds
 * required before finalise, and the hospital's own items. Read and changed by that hospital's
 * administrators only.
 */
type THospitalSettingsRow = Pick<
  typeof hospitals.$inferSelect,
  'verificationValidDays' | 'verificationRequiredKinds' | 'verificationCustomItems'
>;

function toSettings(row: THospitalSettingsRow): TVerificationSettings {
  return {
    validDays: row.verificationValidDays,
    requiredKinds: row.verificationRequiredKinds,
    customItems: row.verificationCustomItems,
  };
}

const SETTINGS_COLUMNS = {
  verificationValidDays: hospitals.verificationValidDays,
  verificationRequiredKinds: hospitals.verificationRequiredKinds,
  verificationCustomItems: hospitals.verificationCustomItems,
};

export async function getVerificationSettings(
  db: TDb,
  user: TUserRow,
  hospitalId: string,
): Promise<TVerificationSettings> {
  // Note: the hospital's own administrators only; another hospital (or none) reads as missing.
  await assertHospitalAdmin(db, user, hospitalId, VERIFICATION_MESSAGES.hospitalNotFound);
  const [row] = await db.select(SETTINGS_COLUMNS).from(hospitals).where(eq(hospitals.id, hospitalId));
  return toSettings(row);
}

/**
 * Custom items keep the id they had (so their recorded verifications stay attached); an item
 * without one, or with an id the hospital does not have (a client's guess, a repeat), gets a new one.
 */
function assignIds(
  current: readonly TCustomItem[],
  next: TVerificationSettings['customItems'],
): TCustomItem[] {
  const known = new Set(current.map((item) => item.id));
  const used = new Set<string>();
  return next.map(({ id, label, required }) => {
    const kept = id !== undefined && known.has(id) && !used.has(id) ? id : randomUUID();
    used.add(kept);
    return { id: kept, label, required };
  });
}

/**
 * PUT /admin/hospitals/{hospitalId}/verification-settings: saved with an audit row, and the
 * hospital's open applications given the custom items as they now stand, in one transaction.
 */
export async function updateVerificationSettings(
  db: TDb,
  user: TUserRow,
  { hospitalId, settings }: { hospitalId: string; settings: TVerificationSettings },
): Promise<TVerificationSettings> {
  // Note: the hospital's own administrators only; another hospital (or none) reads as missing.
  await assertHospitalAdmin(db, user, hospitalId, VERIFICATION_MESSAGES.hospitalNotFound);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as TDb;
    // The row stays locked until the end, so two saves apply one after the other.
    const [current] = await tx
      .select(SETTINGS_COLUMNS)
      .from(hospitals)
      .where(eq(hospitals.id, hospitalId))
      .for('update');
    const next = {
      verificationValidDays: settings.validDays,
      // Custom items are required one by one, not as a kind.
      verificationRequiredKinds: [...new Set(settings.requiredKinds)].filter((kind) => kind !== 'custom'),
      verificationCustomItems: assignIds(current.verificationCustomItems, settings.customItems),
    };
    await tx.update(hospitals).set(next).where(eq(hospitals.id, hospitalId));
    const changed = changedValues(toSettings(current), toSettings(next));
    if (changed) {
      await writeAudit(txDb, {
        actorId: user.id,
        action: 'hospital.verification-settings-updated',
        entity: 'hospital',
        entityId: hospitalId,
        hospitalId,
        ...changed,
      });
    }
    await syncCustomItems(txDb, hospitalId, next.verificationCustomItems);
    return toSettings(next);
  });
}
