import dayjs from 'dayjs';
import type { TFormAnswers, TFormDefinition, TFormField } from '@docapply/rules';
import { stateSelect, YES_NO } from '@/core/db/seed-data/options';

/**
 * Test data for the verification checklist (issue 15): a hospital whose application form is a
 * small one asking what the checklist reads, under the seeded forms' field names and profile keys
 * (identity.*, licensure.*, boards.*, education.*, insurance.*), so the readers find it the way they
 * find it in the seeded forms. Shared by the checklist, NPPES and screening tests.
 */
const field = (
  name: string,
  type: TFormField['type'],
  label: string,
  profileKey?: string,
  extra: Partial<TFormField> = {},
): TFormField => ({ name, type, label, ...(profileKey ? { profileKey } : {}), ...extra });
const FUTURE_ONLY = { past: false, future: true } as const;

export const VERIFICATION_FORM: TFormDefinition = {
  sections: [
    {
      key: 'A',
      title: 'Identity and contact',
      items: [
        field('legalFirstName', 'text', 'Legal first name', 'identity.legalFirstName', { required: true }),
        field('legalMiddleName', 'text', 'Middle name', 'identity.legalMiddleName'),
        field('legalLastName', 'text', 'Legal last name', 'identity.legalLastName', { required: true }),
        field('dateOfBirth', 'date', 'Date of birth', 'identity.dateOfBirth', { past: true, future: false }),
        field('npi', 'text', 'NPI number', 'identity.npi', { required: true, check: 'npi' }),
      ],
    },
    {
      key: 'B',
      title: 'Education, training and licensure',
      items: [
        field('medicalSchool', 'text', 'Medical school', 'education.medicalSchool'),
        field('medicalDegree', 'select', 'Degree', 'education.medicalDegree', {
          options: [
            { value: 'md', label: 'MD' },
            { value: 'do', label: 'DO' },
          ],
        }),
        field('graduationDate', 'date', 'Graduation date', 'education.graduationDate'),
        {
          kind: 'group',
          name: 'training',
          label: 'Training program',
          profileKey: 'education.training',
          fields: [
            field('programType', 'text', 'Type'),
            field('institution', 'text', 'Institution'),
            field('specialty', 'text', 'Specialty'),
            field('endDate', 'date', 'End date'),
          ],
        },
        {
          kind: 'group',
          name: 'licences',
          label: 'State medical licence',
          minItems: 1,
          profileKey: 'licensure.stateLicences',
          fields: [
            stateSelect('state', 'State', { required: true }),
            field('licenceNumber', 'text', 'Licence number', undefined, { required: true }),
            field('expiryDate', 'date', 'Expiry date', undefined, { required: true, ...FUTURE_ONLY }),
          ],
        },
        field('hasDea', 'radio', 'Do you hold a DEA registration?', 'licensure.hasDea', {
          required: true,
          options: YES_NO,
        }),
        field('deaNumber', 'text', 'DEA number', 'licensure.deaNumber', {
          showWhen: { field: 'hasDea', equals: 'yes' },
        }),
        field('deaExpiry', 'date', 'DEA expiry date', 'licensure.deaExpiry', {
          ...FUTURE_ONLY,
          showWhen: { field: 'hasDea', equals: 'yes' },
        }),
        field('boardStatus', 'radio', 'Board certification', 'boards.status', {
          options: [
            { value: 'certified', label: 'Board certified' },
            { value: 'eligible', label: 'Board eligible' },
            { value: 'none', label: 'Neither' },
          ],
        }),
        field('boardName', 'text', 'Certifying board', 'boards.name', {
          showWhen: { field: 'boardStatus', equals: ['certified', 'eligible'] },
        }),
        field('boardExpiry', 'date', 'Certification expiry date', 'boards.expiry', {
          ...FUTURE_ONLY,
          showWhen: { field: 'boardStatus', equals: 'certified' },
        }),
      ],
    },
    {
      key: 'C',
      title: 'Practice history',
      items: [
        field('malpracticeCarrier', 'text', 'Malpractice insurance carrier', 'insurance.carrier'),
        field('policyNumber', 'text', 'Policy number', 'insurance.policyNumber'),
        field('insuranceExpiry', 'date', 'Policy expiry date', 'insurance.expiry', FUTURE_ONLY),
        field('hasClaims', 'radio', 'Any malpractice claims?', undefined, { options: YES_NO }),
      ],
    },
    {
      key: 'D',
      title: 'Disclosures and attestation',
      items: [field('truthful', 'checkbox', 'My answers are true', undefined, { required: true })],
    },
  ],
};

/** Two years from today (YYYY-MM-DD): an expiry every date check accepts. */
export const VERIFICATION_FUTURE = dayjs().add(2, 'year').format('YYYY-MM-DD');

/** A complete set of answers to VERIFICATION_FORM: Ada Okafor, NPI 1234567893, IL and CA licences, DEA. */
export function verificationAnswers(overrides: Record<string, unknown> = {}): TFormAnswers {
  return {
    legalFirstName: 'Ada',
    legalMiddleName: 'N',
    legalLastName: 'Okafor',
    dateOfBirth: '1984-03-09',
    npi: '1234567893',
    medicalSchool: 'University of Lagos College of Medicine',
    medicalDegree: 'md',
    graduationDate: '2008-07-21',
    training: [
      {
        programType: 'residency',
        institution: 'Rush University Medical Center',
        specialty: 'Internal Medicine',
        endDate: '2013-06-30',
      },
    ],
    licences: [
      { state: 'IL', licenceNumber: '036.123456', expiryDate: VERIFICATION_FUTURE },
      { state: 'CA', licenceNumber: 'A123456', expiryDate: VERIFICATION_FUTURE },
    ],
    hasDea: 'yes',
    deaNumber: 'BO1234563',
    deaExpiry: VERIFICATION_FUTURE,
    boardStatus: 'certified',
    boardName: 'American Board of Internal Medicine',
    boardExpiry: VERIFICATION_FUTURE,
    malpracticeCarrier: 'ISMIE Mutual',
    policyNumber: 'PL-448812',
    insuranceExpiry: VERIFICATION_FUTURE,
    hasClaims: 'no',
    truthful: 'true',
    ...overrides,
  } as TFormAnswers;
}
