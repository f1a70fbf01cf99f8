import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_VERIFICATION_SETTINGS,
  type TApplicationDetail,
  type TApplicationSummary,
  type TApplicationVerification,
} from '@docapply/contracts';
import type { TFormAnswers, TFormDefinition, TFormField } from '@docapply/rules';
import { forms, hospitals } from '@/db/schema';
import { stateSelect, YES_NO } from '@/db/seed-data/options';
import type { TTestApp } from './helpers/test-app';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import {
  completeRequests,
  createHospitalWithForms,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { saveAnswers, submitApplication } from './submission-fixtures';

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

/** A hospital with VERIFICATION_FORM as its application form (one reference needed) and its admin. */
export async function createVerificationHospital(
  t: TTestApp,
): Promise<{ hospital: TTestHospital; admin: TPerson }> {
  const hospital = await createHospitalWithForms(t.db, { minReferences: 1, withSurvey: false });
  const form = hospital.forms.get('application');
  await t.db.update(forms).set({ definition: VERIFICATION_FORM }).where(eq(forms.id, form!.id));
  // What a hospital made on the platform requires (a raw insert requires nothing).
  await t.db
    .update(hospitals)
    .set({ verificationRequiredKinds: DEFAULT_VERIFICATION_SETTINGS.requiredKinds })
    .where(eq(hospitals.id, hospital.hospital.id));
  const admin = await createHospitalAdmin(t, 'Maria', 'Lopez', hospital.hospital.id);
  return { hospital, admin };
}

export type TVerificationApplication = { id: string; applicationResponseId: string };
type TStartOptions = {
  doctor: TPerson;
  hospital: TTestHospital;
  answers?: Record<string, unknown>;
  /** The doctor account's full name (default "Ada Okafor"). */
  attestationName?: string;
};

/** The doctor's application to `hospital`, answered (`answers` over verificationAnswers()), references done. */
export async function startVerificationApplication(
  t: TTestApp,
  { doctor, hospital, answers = {} }: TStartOptions,
): Promise<TVerificationApplication> {
  const { id } = resultOf<TApplicationSummary>(
    await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: hospital.hospital.id }),
    201,
  );
  const detail = resultOf<TApplicationDetail>(
    await send(t.app, 'GET', `/api/applicationDatas/${id}`, doctor.token),
  );
  const applicationResponseId = detail.forms.application?.responseId ?? '';
  await saveAnswers(t, doctor.token, applicationResponseId, verificationAnswers(answers));
  resultOf(
    await send(t.app, 'POST', '/api/privileges', doctor.token, {
      applicationId: id,
      privilegeId: hospital.privileges.admitting.id,
    }),
    201,
  );
  await completeRequests(t.db, id, hospital.hospital.minReferences);
  return { id, applicationResponseId };
}

/** The same, submitted. */
export async function submitVerificationApplication(
  t: TTestApp,
  options: TStartOptions,
): Promise<TVerificationApplication> {
  const started = await startVerificationApplication(t, options);
  resultOf(
    await submitApplication(t, options.doctor.token, started.id, options.attestationName ?? 'Ada Okafor'),
  );
  return started;
}

export type TVerificationCase = {
  hospital: TTestHospital;
  admin: TPerson;
  doctor: TPerson;
  application: TVerificationApplication;
};

/**
 * Everything a verification test starts from: a hospital with VERIFICATION_FORM, its admin, a doctor
 * and the doctor's SUBMITTED application (NPI 1234567893, Ada N Okafor born 1984-03-09, IL and CA
 * licences, DEA yes unless `answers` says otherwise).
 */
export async function createVerificationCase(
  t: TTestApp,
  { answers = {} }: { answers?: Record<string, unknown> } = {},
): Promise<TVerificationCase> {
  const { hospital, admin } = await createVerificationHospital(t);
  const doctor = await createPerson(t, 'Ada', 'Okafor');
  const application = await submitVerificationApplication(t, { doctor, hospital, answers });
  return { hospital, admin, doctor, application };
}

/** GET /admin/applications/{id}/verification as `token`. */
export function getVerification(t: TTestApp, token: string, applicationId: string) {
  return send(t.app, 'GET', `/api/admin/applications/${applicationId}/verification`, token);
}

export type TEvidenceUpload = { name: string; content: Buffer; type: string };

/** PUT …/verification/{itemId} as `token`: the fields as multipart fields, and the evidence file when given. */
export function recordVerification(
  t: TTestApp,
  token: string,
  { applicationId, itemId }: { applicationId: string; itemId: string },
  fields: Record<string, string>,
  evidence?: TEvidenceUpload,
) {
  const boundary = `----docapply${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (evidence) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="evidence"; filename="${evidence.name}"\r\n` +
          `Content-Type: ${evidence.type}\r\n\r\n`,
      ),
      evidence.content,
      Buffer.from('\r\n'),
    );
  }
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/applications/${applicationId}/verification/${itemId}`,
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
  });
}

/** Every pending or discrepant item verified today by `token` (its hospital's admin): before finalise. */
export async function verifyChecklist(t: TTestApp, token: string, applicationId: string): Promise<void> {
  const { items } = resultOf<TApplicationVerification>(await getVerification(t, token, applicationId));
  for (const item of items.filter((entry) => entry.state === 'pending' || entry.state === 'discrepancy')) {
    resultOf(
      await recordVerification(
        t,
        token,
        { applicationId, itemId: item.id },
        { state: 'verified', source: 'Primary source', verifiedOn: dayjs().format('YYYY-MM-DD') },
      ),
    );
  }
}
