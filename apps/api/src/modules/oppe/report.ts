import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  OPPE_MESSAGES,
  getMedian,
  getOppeFlag,
  type TOppePractitionerList,
  type TOppeReport,
  type TOppeReview,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { oppeIndicators, oppeReviews, oppeValues, users } from '@/core/db/schema';
import { isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { getOppeCycle, notFound } from './access';
import { toCycleView } from './cycles';
import { toIndicatorView } from './indicators';
import { findPractitioner } from './practitioners';
import { selectRows } from './sql-rows';

/** getOppeFlag's rule in SQL, over `v` (oppe_values) and `i` (oppe_indicators): flagged or not. */
const IS_FLAGGED = sql.raw(`(
  (i.low_volume_below is not null
    and (case when i.kind = 'rate' then coalesce(v.denominator, 0) else v.value end) < i.low_volume_below)
  or (i.max is not null and v.value > i.max)
  or (i.min is not null and v.value < i.min))`);

/**
 * GET /admin/hospitals/{hospitalId}/oppe/cycles/{cycleId}/practitioners: everyone with values in the
 * cycle, the most flagged first, with their conclusion; one statement whatever their number.
 */
export async function listOppePractitioners(
  db: TDb,
  user: TUserRow,
  params: { hospitalId: string; cycleId: string },
): Promise<TOppePractitionerList> {
  const cycle = await getOppeCycle(db, user, params);
  const rows = await selectRows<{
    doctor_id: string;
    name: string;
    npi: string | null;
    value_count: number;
    flagged_count: number;
    conclusion: 'no-concerns' | 'focused-review-needed' | null;
  }>(
    db,
    sql`
      select v.doctor_id, u.first_name || ' ' || u.last_name as name,
        (select s.npi from appointments a join screening_subjects s on s.application_id = a.application_id
          where a.hospital_id = ${cycle.hospitalId} and a.doctor_id = v.doctor_id
          order by a.starts_on desc limit 1) as npi,
        count(*)::int as value_count, (count(*) filter (where ${IS_FLAGGED}))::int as flagged_count,
        r.conclusion
      from oppe_values v
      join oppe_indicators i on i.id = v.indicator_id
      join users u on u.id = v.doctor_id
      left join oppe_reviews r on r.doctor_id = v.doctor_id and r.cycle_id = v.cycle_id
      where v.cycle_id = ${cycle.id}
      group by v.doctor_id, u.first_name, u.last_name, r.conclusion
      order by flagged_count desc, u.last_name, u.first_name, v.doctor_id`,
  );
  return {
    cycle: toCycleView(cycle),
    data: rows.map((row) => ({
      doctorId: row.doctor_id,
      name: row.name,
      npi: row.npi,
      valueCount: row.value_count,
      flaggedCount: row.flagged_count,
      conclusion: row.conclusion,
    })),
  };
}

/** The practitioner's conclusion for the cycle, with who attested it. */
export async function findReview(
  db: TDb,
  { doctorId, cycleId }: { doctorId: string; cycleId: string },
): Promise<TOppeReview | null> {
  const [row] = await db
    .select({ review: oppeReviews, firstName: users.firstName, lastName: users.lastName, userId: users.id })
    .from(oppeReviews)
    .leftJoin(users, eq(users.id, oppeReviews.attestedBy))
    .where(and(eq(oppeReviews.doctorId, doctorId), eq(oppeReviews.cycleId, cycleId)));
  if (!row) {
    return null;
  }
  return {
    id: row.review.id,
    conclusion: row.review.conclusion,
    comment: row.review.comment,
    attestedBy: row.userId ? { id: row.userId, name: `${row.firstName} ${row.lastName}` } : null,
    attestedAt: row.review.attestedAt.toISOString(),
  };
}

/**
 * GET /admin/hospitals/{hospitalId}/oppe/cycles/{cycleId}/practitioners/{doctorId}: each indicator the
 * practitioner has a value of, against its thresholds and the department's distribution (every
 * practitioner's value for it in the cycle, numbers only), and the conclusion. 404 without values.
 */
export async function getOppeReport(
  db: TDb,
  user: TUserRow,
  params: { hospitalId: string; cycleId: string; doctorId: string },
): Promise<TOppeReport> {
  const cycle = await getOppeCycle(db, user, params);
  const { doctorId } = params;
  const own = isUuid(doctorId)
    ? await db
        .select({ value: oppeValues, indicator: oppeIndicators })
        .from(oppeValues)
        .innerJoin(oppeIndicators, eq(oppeIndicators.id, oppeValues.indicatorId))
        .where(and(eq(oppeValues.cycleId, cycle.id), eq(oppeValues.doctorId, doctorId)))
        .orderBy(asc(oppeIndicators.department), asc(oppeIndicators.name))
    : [];
  const practitioner =
    own.length > 0 ? await findPractitioner(db, { hospitalId: cycle.hospitalId, doctorId }) : null;
  if (!practitioner) {
    throw notFound(OPPE_MESSAGES.practitionerNotFound);
  }
  const distributions = await db
    .select({
      indicatorId: oppeValues.indicatorId,
      values: sql<number[]>`array_agg(${oppeValues.value} order by ${oppeValues.value})`,
    })
    .from(oppeValues)
    .where(
      and(
        eq(oppeValues.cycleId, cycle.id),
        inArray(
          oppeValues.indicatorId,
          own.map((row) => row.indicator.id),
        ),
      ),
    )
    .groupBy(oppeValues.indicatorId);
  return {
    cycle: toCycleView(cycle),
    practitioner: { doctorId: practitioner.doctorId, name: practitioner.name, npi: practitioner.npi },
    indicators: own.map(({ value, indicator }) => {
      const values = (distributions.find((entry) => entry.indicatorId === indicator.id)?.values ?? []).map(
        Number,
      );
      const view = { numerator: value.numerator, denominator: value.denominator, value: value.value };
      return {
        indicator: toIndicatorView(indicator),
        value: view,
        flag: getOppeFlag(indicator, view),
        distribution: { values, median: getMedian(values) },
      };
    }),
    review: await findReview(db, { doctorId, cycleId: cycle.id }),
  };
}
