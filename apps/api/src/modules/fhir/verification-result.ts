import { sql } from 'drizzle-orm';
import type { VerificationResult } from '@medplum/fhirtypes';
import type { TVerificationKind, TVerificationState } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { FHIR_SYSTEMS } from './codes';
import { qualificationId } from './practitioner';
import type { TCommonSearch } from './search-params';
import { instantOf, lastUpdatedConditions, pageConditions, selectRows, whereAll } from './sql';

export type TVerificationResultSearch = TCommonSearch & { practitionerIds: string[] | null };

type TItemRow = {
  id: string;
  doctorId: string;
  kind: TVerificationKind;
  key: string;
  label: string;
  state: Exclude<TVerificationState, 'not-applicable'>;
  source: string | null;
  verifiedAt: string | null;
  lastUpdated: string;
};

/**
 * The primary-source verifications of every application that brought the doctor an appointment or
 * temporary privileges at the hospital (items marked not applicable verify nothing: left out).
 * Note: only applications to `hospitalId`, the token's hospital.
 */
export async function selectVerificationItems(
  db: TDb,
  hospitalId: string,
  search: TVerificationResultSearch,
): Promise<TItemRow[]> {
  const conditions = [...pageConditions(search), ...lastUpdatedConditions(search)];
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
  return selectRows<TItemRow>(
    db,
    sql`select id, doctor_id as "doctorId", kind, key, label, state, source,
        ${instantOf(sql`verified_at`)} as "verifiedAt",
        ${instantOf(sql`last_updated`)} as "lastUpdated"
      from (
        select vi.*, a.doctor_id, vi.updated_at as last_updated
        from verification_items vi join applications a on a.id = vi.application_id
        where a.hospital_id = ${hospitalId}::uuid and vi.state <> 'not-applicable'
          and vi.application_id in (
            select application_id from appointments where hospital_id = ${hospitalId}::uuid
            union select application_id from temporary_privileges where hospital_id = ${hospitalId}::uuid)
      ) items
      where ${whereAll(conditions)}
      order by id limit ${search.count + 1}`,
  );
}

const STATUS: Record<TItemRow['state'], VerificationResult['status']> = {
  verified: 'validated',
  discrepancy: 'val-fail',
  pending: 'in-process',
};

/** Who the primary source is for each kind (http://terminology.hl7.org/CodeSystem/primary-source-type). */
const SOURCE_TYPE: Record<TVerificationKind, string> = {
  npi: 'reg-auth',
  licence: 'lic-board',
  dea: 'reg-auth',
  board: 'issuer',
  education: 'issuer',
  malpractice: 'auth-source',
  oig: 'auth-source',
  sam: 'auth-source',
  // An APP's national certification (AANP, ANCC, NCCPA) and prescriptive authority (DEA, the state).
  certification: 'issuer',
  prescriptive: 'reg-auth',
  custom: 'auth-source',
};

/** The element of the Practitioner the item verifies, as FHIRPath. */
function targetLocation(row: TItemRow): string[] {
  switch (row.kind) {
    case 'npi':
      return ['Practitioner.identifier'];
    case 'licence':
    case 'dea':
    case 'board':
    case 'education':
      return [
        `Practitioner.qualification.where(id='${qualificationId(row.kind === 'licence' ? row.key : row.kind)}')`,
      ];
    case 'malpractice':
    case 'oig':
    case 'sam':
    case 'certification':
    case 'prescriptive':
    case 'custom':
      return [];
  }
}

export function toVerificationResult(row: TItemRow): VerificationResult {
  const location = targetLocation(row);
  return {
    resourceType: 'VerificationResult',
    id: row.id,
    meta: { lastUpdated: row.lastUpdated },
    target: [{ reference: `Practitioner/${row.doctorId}`, display: row.label }],
    ...(location.length > 0 ? { targetLocation: location } : {}),
    status: STATUS[row.state],
    statusDate: row.verifiedAt ?? row.lastUpdated,
    validationType: {
      coding: [{ system: FHIR_SYSTEMS.validationType, code: 'primary', display: 'Primary Source' }],
    },
    primarySource: [
      {
        ...(row.source ? { who: { display: row.source } } : {}),
        type: [{ coding: [{ system: FHIR_SYSTEMS.primarySourceType, code: SOURCE_TYPE[row.kind] }] }],
        ...(row.verifiedAt ? { validationDate: row.verifiedAt } : {}),
      },
    ],
  };
}
