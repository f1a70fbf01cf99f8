import type { Practitioner, PractitionerQualification } from '@medplum/fhirtypes';
import { todayString } from '@docapply/rules';
import type { TVerificationAnswers } from '@/modules/verification';
import {
  FHIR_SYSTEMS,
  PLAN_NET_PROFILES,
  QUALIFICATION_EXTENSION,
  QUALIFICATION_SYSTEM,
  degreeConcept,
} from './codes';
import type { TPractitionerRow } from './practitioner-query';

/**
 * The qualification's element id, what a VerificationResult's `targetLocation` points at
 * (`Practitioner.qualification.where(id='licence-CA')`): a verification item's key, made an id.
 */
export function qualificationId(itemKey: string): string {
  return itemKey.replace(/[^A-Za-z0-9.-]/g, '-');
}

/** Plan-Net's qualification extension: whether it is in force today, and where it is valid. */
function qualificationExtension(
  expiresOn: string | null,
  state?: string,
): PractitionerQualification['extension'] {
  const status = expiresOn !== null && expiresOn < todayString() ? 'inactive' : 'active';
  return [
    {
      url: QUALIFICATION_EXTENSION,
      extension: [
        { url: 'status', valueCode: status },
        ...(state
          ? [
              {
                url: 'whereValid',
                valueCodeableConcept: { coding: [{ system: FHIR_SYSTEMS.usps, code: state }] },
              },
            ]
          : []),
      ],
    },
  ];
}

const period = (start: string | null, end: string | null) =>
  start || end ? { period: { ...(start ? { start } : {}), ...(end ? { end } : {}) } } : {};

/** Licences, DEA registration, board certification and degree, as the application answered them. */
function toQualifications(answers: TVerificationAnswers): PractitionerQualification[] {
  const qualifications: PractitionerQualification[] = answers.licences.map((licence) => ({
    id: qualificationId(`licence:${licence.state}`),
    extension: qualificationExtension(licence.expiresOn, licence.state),
    ...(licence.number ? { identifier: [{ value: licence.number }] } : {}),
    code: {
      coding: [{ system: QUALIFICATION_SYSTEM, code: 'state-licence', display: 'State medical licence' }],
      text: `Medical licence (${licence.state})`,
    },
    ...period(null, licence.expiresOn),
  }));
  if (answers.dea.has && answers.dea.number) {
    qualifications.push({
      id: 'dea',
      extension: qualificationExtension(answers.dea.expiresOn),
      identifier: [{ system: FHIR_SYSTEMS.dea, value: answers.dea.number }],
      code: { coding: [{ system: QUALIFICATION_SYSTEM, code: 'dea', display: 'DEA registration' }] },
      ...period(null, answers.dea.expiresOn),
    });
  }
  if (answers.board.status === 'certified' && answers.board.name) {
    qualifications.push({
      id: 'board',
      extension: qualificationExtension(answers.board.expiresOn),
      code: {
        coding: [
          { system: QUALIFICATION_SYSTEM, code: 'board-certification', display: 'Board certification' },
        ],
        text: answers.board.name,
      },
      ...period(answers.board.certifiedOn, answers.board.expiresOn),
    });
  }
  if (answers.education.degree) {
    qualifications.push({
      id: 'education',
      code: degreeConcept(answers.education.degree),
      ...(answers.education.school ? { issuer: { display: answers.education.school } } : {}),
      ...period(null, answers.education.graduatedOn),
    });
  }
  return qualifications;
}

export function toPractitioner(row: TPractitionerRow, answers: TVerificationAnswers): Practitioner {
  const given = row.legalFirstName ?? answers.identity.firstName ?? row.accountFirstName;
  const family = row.legalLastName ?? answers.identity.lastName ?? row.accountLastName;
  const npi = row.npi ?? answers.identity.npi;
  const qualification = toQualifications(answers);
  return {
    resourceType: 'Practitioner',
    id: row.id,
    // Plan-Net lists practitioners in practice (`active` fixed to true): an inactive one is plain R4.
    meta: {
      lastUpdated: row.lastUpdated,
      ...(row.active ? { profile: [PLAN_NET_PROFILES.practitioner] } : {}),
    },
    ...(npi
      ? {
          identifier: [
            {
              use: 'official',
              type: { coding: [{ system: FHIR_SYSTEMS.identifierType, code: 'NPI' }] },
              system: FHIR_SYSTEMS.npi,
              value: npi,
            },
          ],
        }
      : {}),
    active: row.active,
    name: [{ use: 'official', family, given: [given], text: `${given} ${family}` }],
    ...(qualification.length > 0 ? { qualification } : {}),
  };
}
