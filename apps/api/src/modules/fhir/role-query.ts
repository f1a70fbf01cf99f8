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

/**
 * A PractitionerRole per appointment and per grant of temporary privileges at the hospital. Its
 * `last_updated`: the appointment's or grant's last change (a trigger keeps it), the answers' (the
 * specialty) and the account's (its practitioner type). Privileges are immutable versions, so their names add no change.
 * Note: `hospitalId` is the token's hospital; nothing of another hospital is read.
 */
const listOf = (values: string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

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

function rolesQuery(hospitalId: string, search: TRoleSearch): SQL {
  return sql`
    with page as (
      select * from (
        select id, 'appointment' as kind, doctor_id, application_id, starts_on, ends_on, privilege_ids,
          state, updated_at
        from appointments where hospital_id = ${hospitalId}::uuid
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
