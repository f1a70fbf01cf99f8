import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { OPPE_MESSAGES } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, DATE_FORMAT, formatDateTime } from '@docapply/rules';
import { assertHospitalAdmin } from '@/core/access/managed-hospital';
import type { TDb } from '@/core/db/client';
import { oppeCycles } from '@/core/db/schema';
import { isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { readNow } from '@/core/context';

export type TCycleRow = typeof oppeCycles.$inferSelect;

/** The running request's or job's clock (a job's chosen day in tests). */
export { readNow };
export const todayOf = (now: Date): string => dayjs(now).format(DATE_FORMAT);
/** A day (YYYY-MM-DD) as the product shows dates. */
export const showDay = (day: string): string => formatDateTime(day, DATE_DISPLAY_FORMAT);

export const notFound = (message: string) => new AppError('NOT_FOUND', { message });

/**
 * Note: OPPE is peer-review material: only the hospital's own administrators (the office, for its
 * chairs and committees) read or change it; anyone else, and an id naming no hospital, reads 404.
 */
export async function assertOppeAdmin(db: TDb, user: TUserRow, hospitalId: string): Promise<void> {
  await assertHospitalAdmin(db, user, hospitalId, OPPE_MESSAGES.hospitalNotFound);
}

/** The hospital's cycle, after the admin check; another hospital's (or none) 404. */
export async function getOppeCycle(
  db: TDb,
  user: TUserRow,
  { hospitalId, cycleId }: { hospitalId: string; cycleId: string },
): Promise<TCycleRow> {
  await assertOppeAdmin(db, user, hospitalId);
  if (!isUuid(cycleId)) {
    throw notFound(OPPE_MESSAGES.cycleNotFound);
  }
  const [cycle] = await db
    .select()
    .from(oppeCycles)
    .where(and(eq(oppeCycles.id, cycleId), eq(oppeCycles.hospitalId, hospitalId)));
  if (!cycle) {
    throw notFound(OPPE_MESSAGES.cycleNotFound);
  }
  return cycle;
}
