import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TConditions, TFeedPrivilege } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { privilegeSuspensions, privileges, screeningSubjects, users } from '@/core/db/schema';

/** Where a privilege is held: an appointment or a temporary grant, with what it grants. */
export type THoldingSource = {
  id: string;
  hospitalId: string;
  isTemporary: boolean;
  applicationId: string;
  doctorId: string;
  startsOn: string;
  endsOn: string;
  privilegeIds: string[];
  conditions: Record<string, TConditions>;
};

type TRawRow = {
  source_id: string;
  is_temporary: boolean;
  doctor_id: string;
  first_name: string;
  last_name: string;
  npi: string | null;
  privilege_id: string;
  privilege_key: string;
  privilege_name: string;
  department: string;
  conditions: TConditions | null;
  starts_on: string;
  ends_on: string;
  is_suspended: boolean;
};

const toFeedRow = (row: TRawRow): TFeedPrivilege => ({
  practitionerId: row.doctor_id,
  practitionerName: `${row.first_name} ${row.last_name}`.trim(),
  npi: row.npi,
  privilegeCode: row.privilege_key,
  privilegeId: row.privilege_id,
  privilegeName: row.privilege_name,
  department: row.department,
  conditions: row.conditions ? { kinds: row.conditions.kinds, text: row.conditions.text } : null,
  startsOn: String(row.starts_on),
  endsOn: String(row.ends_on),
  isTemporary: row.is_temporary,
  sourceId: row.source_id,
  status: row.is_suspended ? 'suspended' : 'active',
});

/**
 * Every privilege held at `hospitalId` now, one row per holding and privilege: the active
 * appointments' privileges (with their conditions, and whether the office suspended them: by the
 * privilege's code, whatever the version) and the temporary grants in force, after the
 * keyset position `after` (source id, privilege id), at most `limit` rows. Three joins, whatever
 * the number of rows.
 */
export async function findFeedRows(
  db: TDb,
  { hospitalId, after, limit }: { hospitalId: string; after: [string, string] | null; limit: number },
): Promise<TFeedPrivilege[]> {
  const position: SQL = after
    ? sql`where (source_id, privilege_id) > (${after[0]}::uuid, ${after[1]}::uuid)`
    : sql``;
  const result = (await db.execute(sql`
    select * from (
      select a.id as source_id, false as is_temporary, a.doctor_id, u.first_name, u.last_name, s.npi,
             p.id as privilege_id, p.key as privilege_key, p.name as privilege_name, p.department,
             a.conditions -> p.id::text as conditions, a.starts_on::text, a.ends_on::text,
             exists (select 1 from privilege_suspensions ps
                      where ps.hospital_id = a.hospital_id and ps.doctor_id = a.doctor_id
                        and ps.privilege_key = p.key and ps.reinstated_at is null) as is_suspended
        from appointments a
        cross join lateral jsonb_array_elements_text(a.privilege_ids) as held(privilege_id)
        join privileges p on p.id = held.privilege_id::uuid
        join users u on u.id = a.doctor_id
        left join screening_subjects s on s.application_id = a.application_id
       where a.hospital_id = ${hospitalId} and a.state = 'active'
      union all
      select g.id, true, g.doctor_id, u.first_name, u.last_name, s.npi,
             p.id, p.key, p.name, p.department, null::jsonb, g.starts_on::text, g.ends_on::text, false
        from temporary_privileges g
        cross join lateral jsonb_array_elements_text(g.privilege_ids) as held(privilege_id)
        join privileges p on p.id = held.privilege_id::uuid
        join users u on u.id = g.doctor_id
        left join screening_subjects s on s.application_id = g.application_id
       where g.hospital_id = ${hospitalId} and g.state = 'active'
    ) rows
    ${position}
    order by source_id, privilege_id
    limit ${limit}`)) as unknown as { rows: TRawRow[] };
  return result.rows.map(toFeedRow);
}

/**
 * The feed's rows of `privilegeIds` as `source` holds (or held) them: what a webhook carries. The
 * source's values are passed in, so a privilege just removed is described as it was.
 */
export async function describeHeldPrivileges(
  db: TDb,
  source: THoldingSource,
  privilegeIds: string[],
): Promise<TFeedPrivilege[]> {
  if (privilegeIds.length === 0) {
    return [];
  }
  const [doctor] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [source.doctorId]));
  const [subject] = await db
    .select({ npi: screeningSubjects.npi })
    .from(screeningSubjects)
    .where(inArray(screeningSubjects.applicationId, [source.applicationId]));
  const rows = await db
    .select({
      id: privileges.id,
      key: privileges.key,
      name: privileges.name,
      department: privileges.department,
    })
    .from(privileges)
    .where(inArray(privileges.id, privilegeIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const suspended = source.isTemporary
    ? []
    : await db
        .select({ key: privilegeSuspensions.privilegeKey })
        .from(privilegeSuspensions)
        .where(
          and(
            eq(privilegeSuspensions.hospitalId, source.hospitalId),
            eq(privilegeSuspensions.doctorId, source.doctorId),
            isNull(privilegeSuspensions.reinstatedAt),
          ),
        );
  const suspendedKeys = new Set(suspended.map((row) => row.key));
  return privilegeIds.flatMap((privilegeId) => {
    const privilege = byId.get(privilegeId);
    if (!privilege) {
      return [];
    }
    return [
      toFeedRow({
        source_id: source.id,
        is_temporary: source.isTemporary,
        doctor_id: source.doctorId,
        first_name: doctor?.firstName ?? '',
        last_name: doctor?.lastName ?? '',
        npi: subject?.npi ?? null,
        privilege_id: privilege.id,
        privilege_key: privilege.key,
        privilege_name: privilege.name,
        department: privilege.department,
        conditions: source.conditions[privilegeId] ?? null,
        starts_on: source.startsOn,
        ends_on: source.endsOn,
        is_suspended: suspendedKeys.has(privilege.key),
      }),
    ];
  });
}
