import { and, eq, inArray } from 'drizzle-orm';
import { getOppeFlag } from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import type { TChange } from '@/core/change';
import type { TDomainEvents } from '@/core/events';
import { appointments, oppeIndicators, oppeValues, privileges } from '@/core/db/schema';
import { startFppe } from './start';

/** The departments whose indicators flag the practitioner's values in the cycle. */
async function findFlaggedDepartments(
  change: TChange,
  { doctorId, cycleId }: { doctorId: string; cycleId: string },
) {
  const rows = await change.tx
    .select({ value: oppeValues, indicator: oppeIndicators })
    .from(oppeValues)
    .innerJoin(oppeIndicators, eq(oppeIndicators.id, oppeValues.indicatorId))
    .where(and(eq(oppeValues.doctorId, doctorId), eq(oppeValues.cycleId, cycleId)));
  return new Set(
    rows
      .filter(({ value, indicator }) => getOppeFlag(indicator, value) !== null)
      .map((row) => row.indicator.department),
  );
}

/**
 * An OPPE concluded "focused review needed" opens a for-cause FPPE (kind `oppe`, the chair's comment
 * as its confidential reason) on the practitioner's core privileges held here in the departments
 * whose indicators flagged them (every department held when none did), each with its template's
 * plan; one already running is left as it is. The chair then adjusts the plans and names evaluators.
 */
export async function startForOppe(
  change: TChange,
  event: TDomainEvents['oppe.focused-review-needed'],
): Promise<void> {
  const held = await change.tx
    .select({ privilegeIds: appointments.privilegeIds })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, event.doctorId),
        eq(appointments.hospitalId, event.hospitalId),
        eq(appointments.state, 'active'),
      ),
    );
  const ids = [...new Set(held.flatMap((row) => row.privilegeIds))];
  if (ids.length === 0) {
    return;
  }
  const rows = await change.tx
    .select({ id: privileges.id, department: privileges.department, isCore: privileges.isCore })
    .from(privileges)
    .where(inArray(privileges.id, ids));
  const flagged = await findFlaggedDepartments(change, event);
  const inScope = rows.filter((row) => flagged.size === 0 || flagged.has(row.department));
  const core = inScope.filter((row) => row.isCore);
  for (const privilege of core.length > 0 ? core : inScope) {
    await startFppe(change, {
      doctorId: event.doctorId,
      hospitalId: event.hospitalId,
      privilegeId: privilege.id,
      applicationId: null,
      trigger: 'for-cause',
      startsOn: todayString(),
      actorId: event.actorId,
      forCause: { kind: 'oppe', reason: event.reason },
    });
  }
}
