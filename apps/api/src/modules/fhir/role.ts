import { inArray } from 'drizzle-orm';
import type { CodeableConcept, PractitionerRole } from '@medplum/fhirtypes';
import type { TDb } from '@/core/db/client';
import { privileges } from '@/core/db/schema';
import type { TVerificationAnswers } from '@/modules/verification';
import { privilegeSystem, toNuccCoding, typeRoleConcept, typeSpecialty } from './codes';
import type { TRoleRow } from './role-query';

export type TPrivilegeCode = { key: string; name: string; department: string };

/** The catalogue's code of each privilege granted on the page (one statement). */
export async function loadPrivilegeCodes(db: TDb, rows: TRoleRow[]): Promise<Map<string, TPrivilegeCode>> {
  const ids = [...new Set(rows.flatMap((row) => row.privilegeIds))];
  if (ids.length === 0) {
    return new Map();
  }
  const found = await db
    .select({
      id: privileges.id,
      key: privileges.key,
      name: privileges.name,
      department: privileges.department,
    })
    .from(privileges)
    .where(inArray(privileges.id, ids));
  return new Map(found.map((row) => [row.id, row]));
}

/** The specialty the doctor answered: the certifying board's (after its comma), else a training's. */
function toSpecialties(answers: TVerificationAnswers): CodeableConcept[] {
  const texts = [answers.board.name, ...answers.education.training.map((training) => training.specialty)];
  for (const text of texts) {
    const coding = text ? toNuccCoding(text) : null;
    if (coding && text) {
      return [{ coding: [coding], text: text.split(',').pop()?.trim() || text }];
    }
  }
  return [];
}

export function toPractitionerRole(
  row: TRoleRow,
  context: { hospitalId: string; answers: TVerificationAnswers; codes: Map<string, TPrivilegeCode> },
): PractitionerRole {
  const system = privilegeSystem(context.hospitalId);
  const privilegeCodes: CodeableConcept[] = row.privilegeIds.flatMap((id) => {
    const privilege = context.codes.get(id);
    return privilege
      ? [{ coding: [{ system, code: privilege.key, display: privilege.name }], text: privilege.department }]
      : [];
  });
  // A nurse practitioner's or a PA's taxonomy is their type's; a physician's, their specialty's.
  const ofType = typeSpecialty(row.practitionerType);
  const specialty = ofType ? [ofType] : toSpecialties(context.answers);
  return {
    resourceType: 'PractitionerRole',
    id: row.id,
    meta: { lastUpdated: row.lastUpdated },
    active: row.state === 'active',
    period: { start: row.startsOn, end: row.endsOn },
    practitioner: { reference: `Practitioner/${row.doctorId}` },
    organization: { reference: `Organization/${context.hospitalId}` },
    code: [
      typeRoleConcept({ code: row.practitionerType, name: row.practitionerTypeName }),
      ...(row.kind === 'temporary' ? [{ text: 'Temporary privileges' }] : []),
      ...privilegeCodes,
    ],
    ...(specialty.length > 0 ? { specialty } : {}),
  };
}
