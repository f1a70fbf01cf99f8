import { sql, type SQL } from 'drizzle-orm';
import type { TFormAnswers } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { latestAnswersLateral } from './answers';
import type { TCommonSearch } from './search-params';
import { innerLimit, instantOf, lastUpdatedConditions, pageConditions, selectRows, whereAll } from './sql';

export type TRoleSearch = TCommonSearch & {
  practitionerIds: string[] | null;
  /** `active=true|false`: the appointment or grant in force or not; `null`: both. */
  isActive: boolean | null;
  /**
   * One group per `role` parameter, all of which must match (FHIR ANDs repeated parameters); a
   * group matches when any of its codes does (FHIR ORs a parameter's comma-separated values): a
   * practitioner type (an HL7 role or DocApply's type code) or a privilege (its catalogue code).
   */
  roleGroups: TRoleGroup[];
};

export type TRoleGroup = { privilegeKeys: string[]; practitionerTypes: string[] };

export type TRoleRow = {
  id: string;
  kind: 'appointment' | 'temporary';
  doctorId: string;
  startsOn: string;
  endsOn: string;
  privilegeIds: string[];
  state: string;
  practitionerType: string;
  practitionerTypeName: string;
  formId: string | null;
  answers: TFormAnswers | null;
  lastUpdated: string;
};

const listOf = (values: string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** One `role` parameter: any of its codes, a type or a privilege the role holds. */
function roleGroupCondition({ privilegeKeys, practitionerTypes }: TRoleGroup, hospitalId: string): SQL {
  const either: SQL[] = [];
  if (privilegeKeys.length > 0) {
    either.push(sql`exists (select 1 from privileges p where p.hospital_id = ${hospitalId}::uuid
      and p.key::text in (${listOf(privilegeKeys)}) and privilege_ids @> jsonb_build_array(p.id::text))`);
  }
  if (practitionerTypes.length > 0) {
    either.push(
      sql`doctor_id in (select id from users where practitioner_type in (${listOf(practitionerTypes)}))`,
    );
  }
  return either.length === 0 ? sql`false` : sql`(${sql.join(either, sql` or `)})`;
}

function ownConditions(search: TRoleSearch, hospitalId: string): SQL[] {
  const conditions: SQL[] = [];
  if (search.practitionerIds) {
    conditions.push(
      search.practitionerIds.length === 0
        ? sql`false`
        : sql`doctor_id in (${sql.join(
            search.practitionerIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
  }
  for (const group of search.roleGroups) {
    conditions.push(roleGroupCondition(group, hospitalId));
  }
  if (search.isActive !== null) {
    conditions.push(search.isActive ? sql`state = 'active'` : sql`state <> 'active'`);
  }
  return conditions;
}

/**
 * An appointment's privileges less those the office suspended (by code, whatever the version), and
 * the last suspension or reinstatement of the practitioner here (the role's `_lastUpdated`).
 */
const heldPrivilegesLateral = sql`
  cross join lateral (
    select coalesce(jsonb_agg(to_jsonb(h.id) order by h.n), '[]'::jsonb) as privilege_ids
    from jsonb_array_elements_text(a.privilege_ids) with ordinality as h(id, n)
    where not exists (
      select 1 from privilege_suspensions ps join privileges p on p.key = ps.privilege_key
      where p.id = h.id::uuid and ps.hospital_id = a.hospital_id and ps.doctor_id = a.doctor_id
        and ps.reinstated_at is null)
  ) held
  cross join lateral (
    select max(coalesce(ps.reinstated_at, ps.suspended_at)) as changed_at from privilege_suspensions ps
    where ps.hospital_id = a.hospital_id and ps.doctor_id = a.doctor_id
  ) suspensions`;

/**
 * A PractitionerRole per appointment and per grant of temporary privileges at the hospital, an
 * appointment's without the privileges the office suspended ('suspended', not active, when none
 * is left). Its `last_updated`: the appointment's or grant's last change (a trigger keeps it), its
 * last suspension or reinstatement, the answers' (the specialty) and the account's (its
 * practitioner type). Privileges are immutable versions, so their names add no change.
 * Note: `hospitalId` is the token's hospital; nothing of another hospital is read.
 */
function rolesQuery(hospitalId: string, search: TRoleSearch): SQL {
  return sql`
    with page as (
      select * from (
        select a.id, 'appointment' as kind, a.doctor_id, a.application_id, a.starts_on, a.ends_on,
          held.privilege_ids,
          case when a.state = 'active' and jsonb_array_length(held.privilege_ids) = 0
            and jsonb_array_length(a.privilege_ids) > 0 then 'suspended' else a.state end as state,
          greatest(a.updated_at, suspensions.changed_at) as updated_at
        from appointments a
        ${heldPrivilegesLateral}
        where a.hospital_id = ${hospitalId}::uuid
        union all
        select id, 'temporary', doctor_id, application_id, starts_on, ends_on, privilege_ids, state, updated_at
        from temporary_privileges where hospital_id = ${hospitalId}::uuid
      ) r
      where ${whereAll([...pageConditions(search), ...ownConditions(search, hospitalId)])}
      order by id ${innerLimit(search)}
    )
    select page.*, u.practitioner_type, pt.name as practitioner_type_name, fr.form_id, fr.answers,
      greatest(page.updated_at, fr.updated_at, u.updated_at) as last_updated
    from page
    join users u on u.id = page.doctor_id
    join practitioner_types pt on pt.code = u.practitioner_type
    ${latestAnswersLateral(sql`page.application_id`, sql`page.doctor_id`)}`;
}

/** One page of the search (`count` + 1 rows), by id. */
export async function selectRoles(db: TDb, hospitalId: string, search: TRoleSearch): Promise<TRoleRow[]> {
  return selectRows<TRoleRow>(
    db,
    sql`select id, kind, doctor_id as "doctorId", starts_on::text as "startsOn", ends_on::text as "endsOn",
        privilege_ids as "privilegeIds", state, practitioner_type as "practitionerType",
        practitioner_type_name as "practitionerTypeName", form_id as "formId", answers,
        ${instantOf(sql`last_updated`)} as "lastUpdated"
      from (${rolesQuery(hospitalId, search)}) roles
      where ${whereAll(lastUpdatedConditions(search))}
      order by id limit ${search.count + 1}`,
  );
}
