import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_VERIFICATION_SETTINGS,
  type TApplicationDetail,
  type TApplicationSummary,
  type TApplicationVerification,
} from '@docapply/contracts';
import { forms, hospitals } from '@/core/db/schema';
import { createMultipartBody } from './helpers/multipart';
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
import { confirmSupervisionIfRequired } from './supervision-confirmed';
import { VERIFICATION_FORM, verificationAnswers } from './verification-form';

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
  await confirmSupervisionIfRequired(t, started.id);
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
  const { payload, headers } = createMultipartBody(fields, evidence && { field: 'evidence', ...evidence });
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/applications/${applicationId}/verification/${itemId}`,
    payload,
    headers: { ...headers, 'x-auth-token': token },
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
