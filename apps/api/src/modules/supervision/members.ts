import { and, asc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { TSupervisionPhysician } from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { appointments, practitionerTypes, privileges, users } from '@/core/db/schema';

const SEARCH_LIMIT = 20;

/**
 * A member of a hospital's medical staff who may supervise: a physician (their type's category) with
 * an active appointment there that has not ended. Membership is the appointment, never the account.
 */
function whereMember(hospitalId: string, today: string) {
  return and(
    eq(appointments.hospitalId, hospitalId),
    eq(appointments.state, 'active'),
    gte(appointments.endsOn, today),
    eq(practitionerTypes.category, 'physician'),
  );
}

function selectMembers(db: TDb) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      privilegeIds: appointments.privilegeIds,
      endsOn: appointments.endsOn,
      state: appointments.state,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .innerJoin(practitionerTypes, eq(practitionerTypes.code, users.practitionerType));
}

type TMemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['where']>>[number];

/** The departments of the privileges each member holds (one query for all of them). */
async function loadDepartments(db: TDb, rows: readonly TMemberRow[]): Promise<Map<string, string[]>> {
  const ids = [...new Set(rows.flatMap((row) => row.privilegeIds))];
  const found = ids.length
    ? await db
        .select({ id: privileges.id, department: privileges.department })
        .from(privileges)
        .where(inArray(privileges.id, ids))
    : [];
  const departmentOf = new Map(found.map((row) => [row.id, row.department]));
  const result = new Map<string, string[]>();
  for (const row of rows) {
    const departments = new Set([...(result.get(row.id) ?? [])]);
    for (const id of row.privilegeIds) {
      const department = departmentOf.get(id);
      if (department) {
        departments.add(department);
      }
    }
    result.set(row.id, [...departments].sort());
  }
  return result;
}

function toPhysicians(
  rows: readonly TMemberRow[],
  departments: Map<string, string[]>,
): TSupervisionPhysician[] {
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.id)) {
      return [];
    }
    seen.add(row.id);
    return [
      {
        id: row.id,
        name: `Dr. ${row.firstName} ${row.lastName}`,
        departments: departments.get(row.id) ?? [],
      },
    ];
  });
}

/**
 * The hospital's member physicians whose name matches `q` (name and departments only). Note: only
 * this hospital's members are searched, so no one else's staff, nor a non-member, is revealed.
 */
export async function searchMemberPhysicians(
  db: TDb,
  { hospitalId, q, exceptUserId }: { hospitalId: string; q: string; exceptUserId: string },
): Promise<TSupervisionPhysician[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await selectMembers(db)
    .where(
      and(
        whereMember(hospitalId, todayString()),
        sql`${users.id} <> ${exceptUserId}`,
        or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(SEARCH_LIMIT);
  return toPhysicians(rows, await loadDepartments(db, rows));
}

/** One member physician of the hospital with the departments they hold privileges in, or null. */
export async function findMemberPhysician(
  db: TDb,
  {
    hospitalId,
    physicianId,
    today = todayString(),
  }: { hospitalId: string; physicianId: string; today?: string },
): Promise<TSupervisionPhysician | null> {
  const rows = await selectMembers(db).where(and(whereMember(hospitalId, today), eq(users.id, physicianId)));
  return toPhysicians(rows, await loadDepartments(db, rows))[0] ?? null;
}

/** The physician's latest appointment at the hospital, whatever its state (for the office's warning). */
export async function findPhysicianAppointment(
  db: TDb,
  { hospitalId, physicianId }: { hospitalId: string; physicianId: string },
): Promise<{ state: string; endsOn: string } | null> {
  const [row] = await db
    .select({ state: appointments.state, endsOn: appointments.endsOn })
    .from(appointments)
    .where(and(eq(appointments.hospitalId, hospitalId), eq(appointments.doctorId, physicianId)))
    .orderBy(sql`${appointments.endsOn} desc`)
    .limit(1);
  return row ?? null;
}
