import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import type { TFormAnswers } from '@docapply/rules';
import { latestAnswersLateral } from './answers';
import { FHIR_SYSTEMS } from './codes';
import type { TCommonSearch } from './search-params';
import {
  innerLimit,
  instantOf,
  lastUpdatedConditions,
  pageConditions,
  selectRows,
  startsWithPattern,
  whereAll,
} from './sql';

export type TPractitionerSearch = TCommonSearch & {
  /** NPIs asked for (an identifier of another system matches nothing: an empty list). */
  npis: string[] | null;
  names: string[];
};

export type TPractitionerRow = {
  id: string;
  applicationId: string;
  accountFirstName: string;
  accountLastName: string;
  legalFirstName: string | null;
  legalLastName: string | null;
  npi: string | null;
  /** Holds an appointment or temporary privileges in force. */
  active: boolean;
  formId: string | null;
  answers: TFormAnswers | null;
  lastUpdated: string;
};

/**
 * The hospital's medical staff: every doctor who holds or held an appointment or temporary
 * privileges there (active while one is), described by the application of the newest of them. `last_updated` is the
 * newest change of the rows the Practitioner is built from: the appointments and grants, the
 * account, the screening subject (legal name and NPI as submitted) and the application's answers.
 * Note: `hospitalId` is the token's hospital; nothing of another hospital is read.
 */
function staffQuery(hospitalId: string, search: TPractitionerSearch): SQL {
  return sql`
    with staff as (
      select s.doctor_id as id,
        (array_agg(s.application_id order by s.at desc, s.application_id))[1] as application_id,
        max(s.updated_at) as changed_at, bool_or(s.state = 'active') as active
      from (
        select doctor_id, application_id, created_at as at, updated_at, state from appointments
          where hospital_id = ${hospitalId}::uuid
        union all
        select doctor_id, application_id, granted_at, updated_at, state from temporary_privileges
          where hospital_id = ${hospitalId}::uuid
      ) s
      group by s.doctor_id
    ),
    walked as (
      select staff.*, u.first_name as account_first, u.last_name as account_last,
        ss.first_name as legal_first, ss.last_name as legal_last, ss.npi,
        greatest(staff.changed_at, u.updated_at, ss.updated_at) as known_updated
      from staff
      join users u on u.id = staff.id
      left join screening_subjects ss on ss.application_id = staff.application_id
    ),
    page as (
      select * from walked where ${whereAll([...pageConditions(search), ...ownConditions(search)])}
      order by id ${innerLimit(search)}
    )
    select page.*, fr.form_id, fr.answers, greatest(page.known_updated, fr.updated_at) as last_updated
    from page
    ${latestAnswersLateral(sql`page.application_id`, sql`page.id`)}`;
}

function ownConditions(search: TPractitionerSearch): SQL[] {
  const conditions: SQL[] = [];
  if (search.npis) {
    conditions.push(
      search.npis.length === 0
        ? sql`false`
        : sql`npi in (${sql.join(
            search.npis.map((npi) => sql`${npi}`),
            sql`, `,
          )})`,
    );
  }
  // FHIR's string search: any part of the name starting with the value, any case.
  for (const name of search.names) {
    const pattern = startsWithPattern(name);
    conditions.push(sql`(lower(coalesce(legal_first, account_first)) like ${pattern}
      or lower(coalesce(legal_last, account_last)) like ${pattern}
      or lower(coalesce(legal_first, account_first) || ' ' || coalesce(legal_last, account_last)) like ${pattern})`);
  }
  return conditions;
}

/** One page of the search (`count` + 1 rows: the extra one says a next page exists), by id. */
export async function selectPractitioners(
  db: TDb,
  hospitalId: string,
  search: TPractitionerSearch,
): Promise<TPractitionerRow[]> {
  return selectRows<TPractitionerRow>(
    db,
    sql`select id, application_id as "applicationId", account_first as "accountFirstName",
        account_last as "accountLastName", legal_first as "legalFirstName", legal_last as "legalLastName",
        npi, active, form_id as "formId", answers, ${instantOf(sql`last_updated`)} as "lastUpdated"
      from (${staffQuery(hospitalId, search)}) practitioners
      where ${whereAll(lastUpdatedConditions(search))}
      order by id limit ${search.count + 1}`,
  );
}

/** `identifier` values as NPIs: `value`, or `http://hl7.org/fhir/sid/us-npi|value`. */
export function toNpis(tokens: { system: string | null | undefined; code: string }[]): string[] {
  return tokens.flatMap((token) =>
    token.system === undefined || token.system === FHIR_SYSTEMS.npi ? [token.code] : [],
  );
}
