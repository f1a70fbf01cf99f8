import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  OPPE_MESSAGES,
  type ZCreateOppeIndicator,
  type ZUpdateOppeIndicator,
  type TOppeIndicator,
  type TOppeIndicatorList,
} from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { oppeIndicators, oppeValues } from '@/core/db/schema';
import { isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { assertOppeAdmin, notFound } from './access';

type TIndicatorRow = typeof oppeIndicators.$inferSelect;
type TCreateInput = z.output<typeof ZCreateOppeIndicator>;
type TUpdateInput = z.output<typeof ZUpdateOppeIndicator>;

export const toIndicatorView = (row: TIndicatorRow): TOppeIndicator => ({
  id: row.id,
  hospitalId: row.hospitalId,
  department: row.department,
  key: row.key,
  name: row.name,
  kind: row.kind,
  unit: row.unit,
  min: row.min,
  max: row.max,
  lowVolumeBelow: row.lowVolumeBelow,
});

const auditedFields = (row: TIndicatorRow) => {
  const { id: _id, hospitalId: _hospitalId, createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = row;
  return rest;
};

/** GET /admin/hospitals/{hospitalId}/oppe/indicators: by department, then name. */
export async function listOppeIndicators(
  db: TDb,
  user: TUserRow,
  hospitalId: string,
): Promise<TOppeIndicatorList> {
  await assertOppeAdmin(db, user, hospitalId);
  const rows = await db
    .select()
    .from(oppeIndicators)
    .where(eq(oppeIndicators.hospitalId, hospitalId))
    .orderBy(asc(oppeIndicators.department), asc(oppeIndicators.name), asc(oppeIndicators.key));
  return { data: rows.map(toIndicatorView) };
}

async function findIndicator(db: TDb, hospitalId: string, indicatorId: string): Promise<TIndicatorRow> {
  const [row] = isUuid(indicatorId)
    ? await db
        .select()
        .from(oppeIndicators)
        .where(and(eq(oppeIndicators.id, indicatorId), eq(oppeIndicators.hospitalId, hospitalId)))
        .for('update')
    : [];
  if (!row) {
    throw notFound(OPPE_MESSAGES.indicatorNotFound);
  }
  return row;
}

const keyTaken = () =>
  new AppError('CONFLICT', { message: OPPE_MESSAGES.keyTaken, fields: { key: OPPE_MESSAGES.keyTaken } });

/** POST /admin/hospitals/{hospitalId}/oppe/indicators: 409 when the hospital has the key already. */
export async function createOppeIndicator(
  db: TDb,
  user: TUserRow,
  { hospitalId, input }: { hospitalId: string; input: TCreateInput },
): Promise<TOppeIndicator> {
  await assertOppeAdmin(db, user, hospitalId);
  return runChange(
    async ({ tx, audit }) => {
      const [row] = await tx
        .insert(oppeIndicators)
        .values({ hospitalId, ...input })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        throw keyTaken();
      }
      await audit({
        actorId: user.id,
        action: 'oppe.indicator-created',
        entity: 'oppe_indicator',
        entityId: row.id,
        hospitalId,
        after: auditedFields(row),
      });
      return toIndicatorView(row);
    },
    { db },
  );
}

/** PUT /admin/hospitals/{hospitalId}/oppe/indicators/{indicatorId}: the key stays (the CSVs name it). */
export async function updateOppeIndicator(
  db: TDb,
  user: TUserRow,
  { hospitalId, indicatorId, input }: { hospitalId: string; indicatorId: string; input: TUpdateInput },
): Promise<TOppeIndicator> {
  await assertOppeAdmin(db, user, hospitalId);
  return runChange(
    async ({ tx, audit }) => {
      const current = await findIndicator(tx, hospitalId, indicatorId);
      const [row] = await tx
        .update(oppeIndicators)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(oppeIndicators.id, current.id))
        .returning();
      await audit({
        actorId: user.id,
        action: 'oppe.indicator-updated',
        entity: 'oppe_indicator',
        entityId: row.id,
        hospitalId,
        before: auditedFields(current),
        after: auditedFields(row),
      });
      return toIndicatorView(row);
    },
    { db },
  );
}

/** DELETE /admin/hospitals/{hospitalId}/oppe/indicators/{indicatorId}: 409 once it has values. */
export async function deleteOppeIndicator(
  db: TDb,
  user: TUserRow,
  { hospitalId, indicatorId }: { hospitalId: string; indicatorId: string },
): Promise<void> {
  await assertOppeAdmin(db, user, hospitalId);
  await runChange(
    async ({ tx, audit }) => {
      const current = await findIndicator(tx, hospitalId, indicatorId);
      const [used] = await tx
        .select({ id: oppeValues.id })
        .from(oppeValues)
        .where(eq(oppeValues.indicatorId, current.id))
        .limit(1);
      if (used) {
        throw new AppError('CONFLICT', { message: OPPE_MESSAGES.indicatorHasValues });
      }
      await tx.delete(oppeIndicators).where(eq(oppeIndicators.id, current.id));
      await audit({
        actorId: user.id,
        action: 'oppe.indicator-deleted',
        entity: 'oppe_indicator',
        entityId: current.id,
        hospitalId,
        before: auditedFields(current),
      });
    },
    { db },
  );
}
