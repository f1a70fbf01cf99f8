import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { OPPE_MESSAGES, computeOppeValue, type TOppeValue, type ZOppeValueInput } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { oppeIndicators, oppeValues } from '@/core/db/schema';
import { isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { getOppeCycle, notFound, readNow } from './access';
import { findPractitioner } from './practitioners';

type TValueInput = z.output<typeof ZOppeValueInput>;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', { message, fields: { [field]: message } });

/**
 * PUT /admin/hospitals/{hospitalId}/oppe/cycles/{cycleId}/practitioners/{doctorId}/values/{indicatorId}:
 * one value typed in, with the import's rules (a practitioner appointed at the hospital, a rate's
 * denominator above 0 and not below the numerator); it replaces the value there, audited with both.
 */
export async function putOppeValue(
  db: TDb,
  user: TUserRow,
  params: { hospitalId: string; cycleId: string; doctorId: string; indicatorId: string; input: TValueInput },
): Promise<TOppeValue> {
  const { hospitalId, doctorId, indicatorId, input } = params;
  const cycle = await getOppeCycle(db, user, params);
  const [indicator] = isUuid(indicatorId)
    ? await db
        .select()
        .from(oppeIndicators)
        .where(and(eq(oppeIndicators.id, indicatorId), eq(oppeIndicators.hospitalId, hospitalId)))
    : [];
  if (!indicator) {
    throw notFound(OPPE_MESSAGES.indicatorNotFound);
  }
  // Note: values only for the hospital's own practitioners (an appointment in force there).
  const practitioner = isUuid(doctorId) ? await findPractitioner(db, { hospitalId, doctorId }) : null;
  if (!practitioner?.isAppointed) {
    throw notFound(OPPE_MESSAGES.notAppointed);
  }
  const denominator = indicator.kind === 'rate' ? input.denominator : null;
  if (indicator.kind === 'rate') {
    if (!denominator) {
      throw invalid('denominator', OPPE_MESSAGES.denominatorRequired);
    }
    if (input.numerator > denominator) {
      throw invalid('numerator', OPPE_MESSAGES.numeratorAboveDenominator);
    }
  }
  const value: TOppeValue = {
    numerator: input.numerator,
    denominator,
    value: computeOppeValue(indicator.kind, input.numerator, denominator),
  };
  return runChange(
    async ({ tx, audit }) => {
      const key = and(
        eq(oppeValues.doctorId, doctorId),
        eq(oppeValues.indicatorId, indicator.id),
        eq(oppeValues.cycleId, cycle.id),
      );
      const [before] = await tx
        .select({
          numerator: oppeValues.numerator,
          denominator: oppeValues.denominator,
          value: oppeValues.value,
        })
        .from(oppeValues)
        .where(key)
        .for('update');
      const written = { ...value, importId: null, updatedBy: user.id, updatedAt: readNow() };
      const [row] = await tx
        .insert(oppeValues)
        .values({ hospitalId, doctorId, indicatorId: indicator.id, cycleId: cycle.id, ...written })
        .onConflictDoUpdate({
          target: [oppeValues.doctorId, oppeValues.indicatorId, oppeValues.cycleId],
          set: written,
        })
        .returning({ id: oppeValues.id });
      await audit({
        actorId: user.id,
        action: 'oppe.value-entered',
        entity: 'oppe_value',
        entityId: row.id,
        hospitalId,
        data: { doctorId, indicator: indicator.key, cycleId: cycle.id },
        before: before ?? null,
        after: value,
      });
      return value;
    },
    { db },
  );
}
