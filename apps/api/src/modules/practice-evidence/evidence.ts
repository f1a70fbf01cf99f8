import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { getOppeFlag, type TPracticeEvidence } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import {
  applicationPrivileges,
  appointments,
  fppeEvaluations,
  fppes,
  oppeCycles,
  oppeIndicators,
  oppeReviews,
  oppeValues,
  privileges,
} from '@/core/db/schema';
import type { TApplicationRow } from '@/core/access/applications';

const NONE: TPracticeEvidence = { period: null, fppes: [], oppe: [], privileges: [] };

/** The appointment a reappointment renews, or null. */
async function findPeriod(db: TDb, application: TApplicationRow) {
  if (application.kind !== 'reappointment' || !application.previousApplicationId) {
    return null;
  }
  const [previous] = await db
    .select({ startsOn: appointments.startsOn, endsOn: appointments.endsOn })
    .from(appointments)
    .where(eq(appointments.applicationId, application.previousApplicationId));
  return previous ?? null;
}

async function loadFppes(
  db: TDb,
  application: TApplicationRow,
  period: { startsOn: string; endsOn: string },
) {
  const rows = await db
    .select({
      fppe: fppes,
      privilegeName: privileges.name,
      evaluations:
        sql<number>`(select count(*) from ${fppeEvaluations} e where e.fppe_id = ${fppes.id})`.mapWith(
          Number,
        ),
      concerns: sql<number>`(select count(*) from ${fppeEvaluations} e
        where e.fppe_id = ${fppes.id} and e.overall = 'concerns')`.mapWith(Number),
    })
    .from(fppes)
    .innerJoin(privileges, eq(privileges.id, fppes.privilegeId))
    .where(
      and(
        eq(fppes.doctorId, application.doctorId),
        eq(fppes.hospitalId, application.hospitalId),
        lte(fppes.startsOn, period.endsOn),
        or(eq(fppes.state, 'open'), gte(fppes.dueOn, period.startsOn), gte(fppes.startsOn, period.startsOn)),
      ),
    )
    .orderBy(asc(fppes.startsOn), asc(privileges.name));
  return rows.map(({ fppe, privilegeName, evaluations, concerns }) => ({
    id: fppe.id,
    privilegeName,
    trigger: fppe.trigger,
    method: fppe.method,
    cases: fppe.cases,
    evaluations,
    concerns,
    startsOn: fppe.startsOn,
    dueOn: fppe.dueOn,
    state: fppe.state,
    conclusion: fppe.conclusion,
    conditions: fppe.conditions,
  }));
}

async function loadOppe(db: TDb, application: TApplicationRow, period: { startsOn: string; endsOn: string }) {
  const cycles = await db
    .select()
    .from(oppeCycles)
    .where(
      and(
        eq(oppeCycles.hospitalId, application.hospitalId),
        lte(oppeCycles.startsOn, period.endsOn),
        gte(oppeCycles.endsOn, period.startsOn),
      ),
    )
    .orderBy(asc(oppeCycles.startsOn));
  if (cycles.length === 0) {
    return [];
  }
  const cycleIds = cycles.map((cycle) => cycle.id);
  const values = await db
    .select({ value: oppeValues, indicator: oppeIndicators })
    .from(oppeValues)
    .innerJoin(oppeIndicators, eq(oppeIndicators.id, oppeValues.indicatorId))
    .where(and(eq(oppeValues.doctorId, application.doctorId), inArray(oppeValues.cycleId, cycleIds)))
    .orderBy(asc(oppeIndicators.department), asc(oppeIndicators.name));
  const reviews = await db
    .select()
    .from(oppeReviews)
    .where(and(eq(oppeReviews.doctorId, application.doctorId), inArray(oppeReviews.cycleId, cycleIds)));
  return cycles.map((cycle) => {
    const review = reviews.find((row) => row.cycleId === cycle.id);
    return {
      cycleId: cycle.id,
      startsOn: cycle.startsOn,
      endsOn: cycle.endsOn,
      indicators: values
        .filter((row) => row.value.cycleId === cycle.id)
        .map(({ value, indicator }) => ({
          name: indicator.name,
          department: indicator.department,
          kind: indicator.kind,
          unit: indicator.unit,
          value: value.value,
          numerator: value.numerator,
          denominator: value.denominator,
          min: indicator.min,
          max: indicator.max,
          flag: getOppeFlag(indicator, { ...value }),
        })),
      conclusion: review?.conclusion ?? null,
      attestedAt: review?.attestedAt.toISOString() ?? null,
    };
  });
}

/**
 * Whether the period shows the practitioner practising a privilege: an FPPE case evaluated for it,
 * or an OPPE value in its department with volume (a count above zero, a rate with cases), at or
 * above the indicator's low-volume mark.
 */
function hasActivity(
  privilege: { key: string; department: string },
  evaluatedKeys: ReadonlySet<string>,
  oppe: TPracticeEvidence['oppe'],
): boolean {
  if (evaluatedKeys.has(privilege.key)) {
    return true;
  }
  return oppe.some((cycle) =>
    cycle.indicators.some((indicator) => {
      if (indicator.department !== privilege.department) {
        return false;
      }
      const volume = indicator.kind === 'rate' ? (indicator.denominator ?? 0) : indicator.value;
      return volume > 0 && indicator.flag !== 'low-volume';
    }),
  );
}

/**
 * The practice evidence of a reappointment: the FPPEs and OPPE cycles of the appointment being
 * renewed, and the privileges asked for again that it shows no activity in. Peer-review material:
 * callers are the office's review and the committee packet, never the doctor.
 */
export async function loadPracticeEvidence(
  db: TDb,
  application: TApplicationRow,
): Promise<TPracticeEvidence> {
  const period = await findPeriod(db, application);
  if (!period) {
    return NONE;
  }
  const fppeList = await loadFppes(db, application, period);
  const oppe = await loadOppe(db, application, period);
  const asked = await db
    .select({
      id: privileges.id,
      name: privileges.name,
      department: privileges.department,
      key: privileges.key,
    })
    .from(applicationPrivileges)
    .innerJoin(privileges, eq(privileges.id, applicationPrivileges.privilegeId))
    .where(eq(applicationPrivileges.applicationId, application.id))
    .orderBy(asc(privileges.department), asc(privileges.name));
  const evaluated = await db
    .selectDistinct({ key: fppes.privilegeKey })
    .from(fppeEvaluations)
    .innerJoin(fppes, eq(fppes.id, fppeEvaluations.fppeId))
    .where(
      and(
        eq(fppes.doctorId, application.doctorId),
        eq(fppes.hospitalId, application.hospitalId),
        gte(fppeEvaluations.caseDate, period.startsOn),
        lte(fppeEvaluations.caseDate, period.endsOn),
      ),
    );
  const evaluatedKeys = new Set(evaluated.map((row) => row.key));
  return {
    period,
    fppes: fppeList,
    oppe,
    privileges: asked.map((privilege) => ({
      id: privilege.id,
      name: privilege.name,
      department: privilege.department,
      lowVolume: !hasActivity(privilege, evaluatedKeys, oppe),
    })),
  };
}
