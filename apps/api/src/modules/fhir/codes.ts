import type { CodeableConcept, Coding } from '@medplum/fhirtypes';
import nucc from './nucc-taxonomy.json' with { type: 'json' };

/**
 * Every code system and code the FHIR export writes, in one place: when practitioner types (NP, PA…)
 * arrive, a user's type picks its role code and degree here, and nothing else changes.
 */
export const FHIR_SYSTEMS = {
  npi: 'http://hl7.org/fhir/sid/us-npi',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  degree: 'http://terminology.hl7.org/CodeSystem/v2-0360|2.7',
  role: 'http://terminology.hl7.org/CodeSystem/practitioner-role',
  nucc: 'http://nucc.org/provider-taxonomy',
  usps: 'https://www.usps.com/',
  dea: 'urn:oid:2.16.840.1.113883.4.814',
  verificationStatus: 'http://terminology.hl7.org/CodeSystem/verificationresult-status',
  primarySourceType: 'http://terminology.hl7.org/CodeSystem/primary-source-type',
  validationType: 'http://terminology.hl7.org/CodeSystem/validation-type',
  organizationType: 'http://terminology.hl7.org/CodeSystem/organization-type',
} as const;

/** DocApply's own code systems (a hospital's privilege catalogue, the qualification kinds). */
export const DOCAPPLY_FHIR_BASE = 'https://docapply.org/fhir';
export const privilegeSystem = (hospitalId: string) =>
  `${DOCAPPLY_FHIR_BASE}/CodeSystem/privileges/${hospitalId}`;
export const QUALIFICATION_SYSTEM = `${DOCAPPLY_FHIR_BASE}/CodeSystem/qualification`;
export const QUALIFICATION_EXTENSION =
  'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/practitioner-qualification';
export const PLAN_NET_PROFILES = {
  practitioner: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Practitioner',
  practitionerRole:
    'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-PractitionerRole',
  organization: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Organization',
} as const;

/**
 * The role every member of the medical staff has today: a doctor. A practitioner type (NP, PA…)
 * will map to its own code here ('nurse', 'pharmacist'…), read by toRoleCodes.
 */
const STAFF_ROLE: Coding = { system: FHIR_SYSTEMS.role, code: 'doctor', display: 'Doctor' };

export function staffRoleCoding(): Coding {
  return STAFF_ROLE;
}

/** The degree the doctor answered ("MD", "DO") as a v2-0360 code, or as text when it is another. */
export function degreeConcept(degree: string): CodeableConcept {
  const code = degree.replace(/\./g, '').trim().toUpperCase();
  return ['MD', 'DO', 'MBBS'].includes(code)
    ? { coding: [{ system: FHIR_SYSTEMS.degree, code }], text: degree }
    : { text: degree };
}

type TSpecialty = { code: string; display: string; words: string[] };
const SPECIALTIES: TSpecialty[] = nucc.specialties;

/**
 * The NUCC taxonomy of a specialty as the doctor wrote it ("American Board of Internal Medicine,
 * Internal Medicine"): the first table entry one of whose words the text contains.
 */
export function toNuccCoding(text: string): Coding | null {
  const lower = text.toLowerCase();
  const found = SPECIALTIES.find((entry) => entry.words.some((word) => lower.includes(word)));
  return found ? { system: FHIR_SYSTEMS.nucc, code: found.code, display: found.display } : null;
}
