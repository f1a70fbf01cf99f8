import { asc, eq } from 'drizzle-orm';
import { FPPE_MESSAGES, hasAnyRole, type TFppeSettings } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { departmentChairs, fppeSettings, users } from '@/core/db/schema';
import { assertHospitalAdmin } from '@/core/access/managed-hospital';
import { findUserByEmail, type TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';

const DEFAULTS = { release: 'progress-and-conclusion', reminderDays: 14 } as const;

async function readSettings(db: TDb, hospitalId: string): Promise<TFppeSettings> {
  const [row] = await db.select().from(fppeSettings).where(eq(fppeSettings.hospitalId, hospitalId));
  const chairs = await db
    .select({
      department: departmentChairs.department,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(departmentChairs)
    .innerJoin(users, eq(users.id, departmentChairs.userId))
    .where(eq(departmentChairs.hospitalId, hospitalId))
    .orderBy(asc(departmentChairs.department));
  return {
    release: row?.release ?? DEFAULTS.release,
    reminderDays: row?.reminderDays ?? DEFAULTS.reminderDays,
    chairs: chairs.map((chair) => ({
      department: chair.department,
      email: chair.email,
      name: `${chair.firstName} ${chair.lastName}`.trim(),
    })),
  };
}

/** GET /admin/hospitals/{hospitalId}/fppe-settings: the office's own hospital only (404 otherwise). */
export async function getFppeSettings(db: TDb, user: TUserRow, hospitalId: string): Promise<TFppeSettings> {
  await assertHospitalAdmin(db, user, hospitalId, FPPE_MESSAGES.hospitalNotFound);
  return readSettings(db, hospitalId);
}

/**
 * PUT /admin/hospitals/{hospitalId}/fppe-settings: what practitioners see, when reminders go, and
 * each department's chair, who must already have a staff account (the office's, or a committee
 * member's from the decision route): a practitioner's account cannot chair.
 */
export async function updateFppeSettings(
  ctx: TAppContext,
  user: TUserRow,
  { hospitalId, settings }: { hospitalId: string; settings: TFppeSettings },
): Promise<TFppeSettings> {
  await assertHospitalAdmin(ctx.db, user, hospitalId, FPPE_MESSAGES.hospitalNotFound);
  const fields: Record<string, string> = {};
  const chairs: { department: string; userId: string }[] = [];
  const seen = new Set<string>();
  for (const [index, chair] of settings.chairs.entries()) {
    const department = chair.department.trim();
    const account = await findUserByEmail(ctx.db, chair.email);
    const isStaff =
      account && !account.disabledAt && hasAnyRole(account.roles, ['hospital_admin', 'committee_member']);
    if (!isStaff) {
      fields[`chairs.${index}.email`] = FPPE_MESSAGES.chairNotStaff;
    } else if (seen.has(department)) {
      fields[`chairs.${index}.department`] = 'One chair per department';
    } else {
      chairs.push({ department, userId: account.id });
    }
    seen.add(department);
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', { message: VALIDATION_MESSAGE, fields });
  }
  await runChange(
    async (change) => {
      const before = await readSettings(change.tx, hospitalId);
      const values = { release: settings.release, reminderDays: settings.reminderDays };
      await change.tx
        .insert(fppeSettings)
        .values({ hospitalId, ...values })
        .onConflictDoUpdate({ target: fppeSettings.hospitalId, set: values });
      await change.tx.delete(departmentChairs).where(eq(departmentChairs.hospitalId, hospitalId));
      if (chairs.length > 0) {
        await change.tx.insert(departmentChairs).values(chairs.map((chair) => ({ hospitalId, ...chair })));
      }
      await change.audit({
        actorId: user.id,
        action: 'fppe.settings-updated',
        entity: 'hospital',
        entityId: hospitalId,
        hospitalId,
        before: { ...before, chairs: before.chairs.map((chair) => `${chair.department}: ${chair.email}`) },
        after: { ...values, chairs: settings.chairs.map((chair) => `${chair.department}: ${chair.email}`) },
      });
    },
    { db: ctx.db },
  );
  return readSettings(ctx.db, hospitalId);
}
