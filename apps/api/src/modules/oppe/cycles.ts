import dayjs from 'dayjs';
import { and, desc, eq, lt } from 'drizzle-orm';
import {
  OPPE_DEFAULT_SETTINGS,
  OPPE_MESSAGES,
  type TOppeCycle,
  type TOppeCycleList,
  type TOppeSettings,
} from '@docapply/contracts';
import { DATE_FORMAT } from '@docapply/rules';
import { runChange, type TChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { oppeCycles, oppeSettings } from '@/core/db/schema';
import { lockKey } from '@/core/locks';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { assertOppeAdmin, readNow, showDay, todayOf, type TCycleRow } from './access';

export const toCycleView = (row: TCycleRow): TOppeCycle => ({
  id: row.id,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  state: row.state,
});

/** The hospital's settings, the defaults when it saved none. */
export async function readOppeSettings(db: TDb, hospitalId: string): Promise<TOppeSettings> {
  const [row] = await db.select().from(oppeSettings).where(eq(oppeSettings.hospitalId, hospitalId));
  return row
    ? { cycleMonths: row.cycleMonths === 6 ? 6 : 12, practitionerSees: row.practitionerSees }
    : { ...OPPE_DEFAULT_SETTINGS };
}

/** GET /admin/hospitals/{hospitalId}/oppe/settings. */
export async function getOppeSettings(db: TDb, user: TUserRow, hospitalId: string): Promise<TOppeSettings> {
  await assertOppeAdmin(db, user, hospitalId);
  return readOppeSettings(db, hospitalId);
}

/** PUT /admin/hospitals/{hospitalId}/oppe/settings: saved with an audit row of what changed. */
export async function updateOppeSettings(
  db: TDb,
  user: TUserRow,
  { hospitalId, settings }: { hospitalId: string; settings: TOppeSettings },
): Promise<TOppeSettings> {
  await assertOppeAdmin(db, user, hospitalId);
  return runChange(
    async ({ tx, audit }) => {
      await lockKey(tx, `oppe-cycles:${hospitalId}`);
      const before = await readOppeSettings(tx, hospitalId);
      await tx
        .insert(oppeSettings)
        .values({ hospitalId, ...settings })
        .onConflictDoUpdate({ target: oppeSettings.hospitalId, set: { ...settings, updatedAt: new Date() } });
      await audit({
        actorId: user.id,
        action: 'oppe.settings-updated',
        entity: 'hospital',
        entityId: hospitalId,
        hospitalId,
        before,
        after: settings,
      });
      return settings;
    },
    { db },
  );
}

/** GET /admin/hospitals/{hospitalId}/oppe/cycles: newest first. */
export async function listOppeCycles(db: TDb, user: TUserRow, hospitalId: string): Promise<TOppeCycleList> {
  await assertOppeAdmin(db, user, hospitalId);
  const rows = await db
    .select()
    .from(oppeCycles)
    .where(eq(oppeCycles.hospitalId, hospitalId))
    .orderBy(desc(oppeCycles.startsOn));
  return { data: rows.map(toCycleView) };
}

const lastDayOf = (startsOn: string, months: number) =>
  dayjs(startsOn).add(months, 'month').subtract(1, 'day').format(DATE_FORMAT);

/**
 * Brings the hospital's cycles up to `today`, in the caller's change: open cycles past their last
 * day close, and when no cycle holds today the next opens, contiguous with the last one (whole
 * periods without a cycle skipped, so the schedule keeps its months), or from this month's first
 * day for the first. Returns the cycle opened, if any.
 */
export async function advanceCycles(
  change: TChange,
  { hospitalId, today, actorId }: { hospitalId: string; today: string; actorId: string | null },
): Promise<TCycleRow | null> {
  const { tx, audit } = change;
  await lockKey(tx, `oppe-cycles:${hospitalId}`);
  const { cycleMonths } = await readOppeSettings(tx, hospitalId);
  const closed = await tx
    .update(oppeCycles)
    .set({ state: 'closed', closedAt: readNow() })
    .where(
      and(eq(oppeCycles.hospitalId, hospitalId), eq(oppeCycles.state, 'open'), lt(oppeCycles.endsOn, today)),
    )
    .returning({ id: oppeCycles.id });
  for (const cycle of closed) {
    await audit({
      actorId,
      action: 'oppe.cycle-closed',
      entity: 'oppe_cycle',
      entityId: cycle.id,
      hospitalId,
    });
  }
  const [last] = await tx
    .select()
    .from(oppeCycles)
    .where(eq(oppeCycles.hospitalId, hospitalId))
    .orderBy(desc(oppeCycles.startsOn))
    .limit(1);
  if (last && last.endsOn >= today) {
    return null;
  }
  let startsOn = last
    ? dayjs(last.endsOn).add(1, 'day').format(DATE_FORMAT)
    : dayjs(today).startOf('month').format(DATE_FORMAT);
  while (lastDayOf(startsOn, cycleMonths) < today) {
    startsOn = dayjs(startsOn).add(cycleMonths, 'month').format(DATE_FORMAT);
  }
  const [opened] = await tx
    .insert(oppeCycles)
    .values({ hospitalId, startsOn, endsOn: lastDayOf(startsOn, cycleMonths), openedAt: readNow() })
    .returning();
  await audit({
    actorId,
    action: 'oppe.cycle-opened',
    entity: 'oppe_cycle',
    entityId: opened.id,
    hospitalId,
    data: { startsOn: opened.startsOn, endsOn: opened.endsOn },
  });
  return opened;
}

/**
 * POST /admin/hospitals/{hospitalId}/oppe/cycles: opens the cycle holding today now, rather than at
 * the job's next run; 409 while a cycle holds today.
 */
export async function openOppeCycle(db: TDb, user: TUserRow, hospitalId: string): Promise<TOppeCycle> {
  await assertOppeAdmin(db, user, hospitalId);
  const today = todayOf(readNow());
  const opened = await runChange((change) => advanceCycles(change, { hospitalId, today, actorId: user.id }), {
    db,
  });
  if (!opened) {
    const [current] = await db
      .select()
      .from(oppeCycles)
      .where(eq(oppeCycles.hospitalId, hospitalId))
      .orderBy(desc(oppeCycles.startsOn))
      .limit(1);
    throw new AppError('CONFLICT', { message: OPPE_MESSAGES.cycleOpen(showDay(current.endsOn)) });
  }
  return toCycleView(opened);
}
