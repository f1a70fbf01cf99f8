import type { CodeableConcept, Coding } from '@medplum/fhirtypes';
import nucc from './nucc-taxonomy.json' with { type: 'json' };

/**
 * Every code system and code the FHIR export writes, in one place: a practitioner's type (NP,
 * PA…) picks its role code and, for a type other than a physician, its NUCC taxonomy here.
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
/**
 * The Plan-Net profiles a resource declares when it conforms: an active Practitioner, the
 * Organization. A PractitionerRole declares none: Plan-Net requires its contact point (pd-1).
 */
export const PLAN_NET_PROFILES = {
  practitioner: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Practitioner',
  organization: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Organization',
} as const;

/** The practitioner types (issue 42): DocApply's own codes, `physician`, `np`, `pa`… */
export const PRACTITIONER_TYPE_SYSTEM = `${DOCAPPLY_FHIR_BASE}/CodeSystem/practitioner-type`;

/** HL7's practitioner-role codes the types fall under: a physician a doctor, an APRN a nurse. */
const HL7_ROLES: Record<string, Coding> = {
  doctor: { system: FHIR_SYSTEMS.role, code: 'doctor', display: 'Doctor' },
  nurse: { system: FHIR_SYSTEMS.role, code: 'nurse', display: 'Nurse' },
};
/** Which types each HL7 role stands for (a `role` search by it finds those types). */
export const TYPES_OF_HL7_ROLE: Record<string, string[]> = {
  doctor: ['physician'],
  nurse: ['np', 'crna', 'cnm'],
};

/**
 * The NUCC taxonomy of each type other than a physician's (a physician's is their specialty's):
 * what a directory files a nurse practitioner or a physician assistant under.
 */
const TYPE_TAXONOMY: Record<string, { code: string; display: string }> = {
  np: { code: '363L00000X', display: 'Nurse Practitioner' },
  pa: { code: '363A00000X', display: 'Physician Assistant' },
  crna: { code: '367500000X', display: 'Nurse Anesthetist, Certified Registered' },
  cnm: { code: '367A00000X', display: 'Advanced Practice Midwife' },
  psychologist: { code: '103T00000X', display: 'Psychologist' },
  dentist: { code: '122300000X', display: 'Dentist' },
  podiatrist: { code: '213E00000X', display: 'Podiatrist' },
};

/** The staff role of a practitioner of this type: HL7's role where one fits, and DocApply's type. */
export function typeRoleConcept(type: { code: string; name: string }): CodeableConcept {
  const hl7 = Object.entries(TYPES_OF_HL7_ROLE).find(([, types]) => types.includes(type.code))?.[0];
  return {
    coding: [
      ...(hl7 ? [HL7_ROLES[hl7]!] : []),
      { system: PRACTITIONER_TYPE_SYSTEM, code: type.code, display: type.name },
    ],
    text: type.name,
  };
}

/** A non-physician type's NUCC taxonomy, or null (a physician's comes from their specialty). */
export function typeSpecialty(typeCode: string): CodeableConcept | null {
  const taxonomy = TYPE_TAXONOMY[typeCode];
  return taxonomy ? { coding: [{ system: FHIR_SYSTEMS.nucc, ...taxonomy }], text: taxonomy.display } : null;
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
