import type {
  TApplicationDetail,
  TApplicationForm,
  TApplicationStatus,
  TApplicationStatusReport,
  TApplicationSummary,
  THospitalList,
  TPickedPrivilege,
  TPrivilegeCatalogue,
  TUser,
} from '@docapply/contracts';
import { ADMIN_STORAGE_KEYS, STORAGE_KEYS } from '@docapply/contracts';
import type { Page } from 'playwright-core';
import { RIVERSIDE_ADMIN } from './admin';
import { callApi, signInViaApi, uploadFile } from './api-client';
import { askAndAnswerRequests } from './api-requests';
import { signInNewDoctor } from './doctor';
import type { TMailbox } from './mailbox';
import { createPdf } from './pdf';
import type { TProductAddress } from './server';
import { verifyChecklistViaApi } from './verification';
import {
  PRIVILEGE_ANSWERS,
  PRIVILEGE_NAME,
  applicationAnswers,
  nursePractitionerAnswers,
  surveyAnswers,
  yearsFromToday,
  type TAnswers,
} from './seeded-answers';
import { confirmSignatureViaApi } from './step-up';

/** How far the application goes: submitted, moved to review, or approved by the hospital's admin. */
export type TApplicationStage = 'applied' | 'in-review' | 'approved';

export type TCreateApplicationOptions = {
  /** A seeded hospital's name (its admin must be RIVERSIDE_ADMIN to go past 'applied'). */
  hospital?: string;
  /** The state licence's expiry date, YYYY-MM-DD, after today (default: three years from today). */
  licenceExpiry?: string;
  until?: TApplicationStage;
  /** The doctor's name (default Ada Okafor); the email is always new. */
  name?: { first: string; last: string };
  /** The privilege asked for (default PRIVILEGE_NAME). */
  privilege?: string;
  /** A nurse practitioner's account: the NP and PA form's answers. */
  isNursePractitioner?: boolean;
};

export type TCreatedApplication = {
  doctor: { email: string; password: string; firstName: string; lastName: string };
  applicationId: string;
  hospitalId: string;
  /** `x-auth-token` of the doctor's session (also what signInDoctorInBrowser stores). */
  doctorToken: string;
  /** `x-auth-token` of RIVERSIDE_ADMIN's session. */
  adminToken: string;
};

const DEFAULT_HOSPITAL = 'Riverside General Hospital';
const DEFAULT_NAME = { first: 'Ada', last: 'Okafor' };

/** What each stage's decision note says in the status history. */
const DECISIONS: { status: TApplicationStatus; note: string }[] = [
  { status: 'in-review', note: 'Starting the credentials review.' },
  { status: 'finalise', note: 'Committee review complete.' },
  { status: 'approved', note: 'Approved by the credentials committee.' },
];
const DECISIONS_UNTIL: Record<TApplicationStage, number> = { applied: 0, 'in-review': 1, approved: 3 };

async function findHospital(product: TProductAddress, token: string, name: string) {
  const { data } = await callApi<THospitalList>(product, 'GET', '/hospitals/all', { token });
  const hospital = data.find((h) => h.name === name);
  if (!hospital) {
    throw new Error(`No open hospital named "${name}"; there are: ${data.map((h) => h.name).join(', ')}`);
  }
  return hospital;
}

/** The response to one form of the application: the existing one, or a new one (as the apply page does). */
async function responseIdOf(
  product: TProductAddress,
  token: string,
  applicationId: string,
  part: { formId: string; responseId: string | null },
): Promise<string> {
  if (part.responseId) {
    return part.responseId;
  }
  const created = await callApi<{ id: string }>(product, 'POST', '/formsResponse', {
    token,
    body: { formId: part.formId, applicationId },
  });
  return created.id;
}

async function saveForm(
  product: TProductAddress,
  token: string,
  applicationId: string,
  part: { formId: string; responseId: string | null },
  answers: TAnswers,
): Promise<void> {
  const id = await responseIdOf(product, token, applicationId, part);
  await callApi(product, 'PUT', `/formsResponse/${id}`, { token, body: { answers } });
}

function formPart(form: TApplicationForm | null, kind: string) {
  if (!form) {
    throw new Error(`The application has no ${kind} form`);
  }
  return { formId: form.form.id, responseId: form.responseId };
}

/** Answers of the application form that a journey leaves for someone else to enter in the browser. */
export type TLeftOut = readonly string[];

/** The documents, sections A-D and the survey; `leaveOut` answers are neither given nor uploaded. */
async function answerForms(
  product: TProductAddress,
  token: string,
  detail: TApplicationDetail,
  doctor: { email: string; firstName: string; lastName: string; licenceExpiry: string },
  leaveOut: TLeftOut,
  isNursePractitioner = false,
): Promise<void> {
  // Each document is uploaded only when the answer holding it is given (the licence's, its row).
  const upload = async (name: string, answerKey: string) =>
    leaveOut.includes(answerKey)
      ? ''
      : uploadFile(product, token, detail.id, { name, buffer: await createPdf(name) });
  const [licenceCopy, cv, faceSheet] = await Promise.all([
    upload('illinois-licence.pdf', 'licences'),
    upload('curriculum-vitae.pdf', 'cv'),
    upload('insurance-face-sheet.pdf', 'faceSheet'),
  ]);
  const physician = applicationAnswers({ ...doctor, files: { licenceCopy, cv, faceSheet } });
  const answers = isNursePractitioner
    ? nursePractitionerAnswers(physician, await upload('aanp-certificate.pdf', 'certificationCopy'))
    : physician;
  for (const key of leaveOut) {
    delete answers[key];
  }
  await saveForm(product, token, detail.id, formPart(detail.forms.application, 'application'), answers);
  await saveForm(product, token, detail.id, formPart(detail.forms.survey, 'survey'), surveyAnswers());
}

/** Picks a privilege (PRIVILEGE_NAME by default) from the hospital's catalogue and answers its form. */
export async function askForPrivilege(
  product: TProductAddress,
  token: string,
  applicationId: string,
  hospitalId: string,
  name: string = PRIVILEGE_NAME,
) {
  const catalogue = await callApi<TPrivilegeCatalogue>(
    product,
    'GET',
    `/privileges/all?hospitalId=${hospitalId}`,
    {
      token,
    },
  );
  const privilege = catalogue.data
    .flatMap((department) => department.privileges)
    .find((p) => p.name === name);
  if (!privilege?.formId) {
    throw new Error(`The hospital offers no "${name}" privilege with a form`);
  }
  const picked = await callApi<TPickedPrivilege>(product, 'POST', '/privileges', {
    token,
    body: { applicationId, privilegeId: privilege.id },
  });
  const part = { formId: picked.formId ?? privilege.formId, responseId: picked.formResponseId };
  await saveForm(product, token, applicationId, part, PRIVILEGE_ANSWERS);
}

/** The doctor's attestation and submit, signed with the emailed step-up code. */
export async function submitViaApi(
  product: TProductAddress,
  mailbox: TMailbox,
  {
    token,
    email,
    applicationId,
    signature,
  }: { token: string; email: string; applicationId: string; signature: string },
) {
  const report = await callApi<TApplicationStatusReport>(
    product,
    'GET',
    `/formsResponse/status?applicationId=${applicationId}`,
    { token },
  );
  if (!report.canSubmit) {
    throw new Error(`The fixture's application is incomplete: ${report.missing.join('; ')}`);
  }
  await confirmSignatureViaApi(product, mailbox, { token, email });
  await callApi<TApplicationSummary>(product, 'POST', `/applications/${applicationId}/submit`, {
    token,
    body: { attestationName: signature },
  });
}

export type TCreatedDraft = Omit<TCreatedApplication, 'adminToken'>;

/**
 * A doctor's draft at a seeded hospital, built through the HTTP API in seconds: a new doctor
 * registered, verified from the emailed link and signed in with the emailed code; documents
 * uploaded; sections A-D (less `leaveOut`), the survey and one privilege answered; the hospital's
 * minimum of peer references and the covering physician asked, each answering through the link
 * in their email. Not submitted.
 */
export async function createDraftViaApi(
  product: TProductAddress,
  mailbox: TMailbox,
  options: Omit<TCreateApplicationOptions, 'until'> & { leaveOut?: TLeftOut } = {},
): Promise<TCreatedDraft> {
  const { name = DEFAULT_NAME } = options;
  const signedIn = await signInNewDoctor(product, mailbox, undefined, name);
  const doctor = {
    email: signedIn.email,
    password: signedIn.password,
    firstName: name.first,
    lastName: name.last,
  };
  return fillDraftViaApi(product, mailbox, { ...options, doctor, token: signedIn.headers['x-auth-token'] });
}

/** createDraftViaApi for an account already signed in (one registered in the browser, say). */
export async function fillDraftViaApi(
  product: TProductAddress,
  mailbox: TMailbox,
  options: Omit<TCreateApplicationOptions, 'until' | 'name'> & {
    leaveOut?: TLeftOut;
    doctor: TCreatedDraft['doctor'];
    token: string;
  },
): Promise<TCreatedDraft> {
  const { hospital: hospitalName = DEFAULT_HOSPITAL, leaveOut = [], doctor, token } = options;
  const licenceExpiry = options.licenceExpiry ?? yearsFromToday(3);
  const hospital = await findHospital(product, token, hospitalName);
  const created = await callApi<TApplicationSummary>(product, 'POST', '/applications', {
    token,
    body: { hospitalId: hospital.id },
  });
  const detail = await callApi<TApplicationDetail>(product, 'GET', `/applicationDatas/${created.id}`, {
    token,
  });
  await answerForms(
    product,
    token,
    detail,
    { ...doctor, licenceExpiry },
    leaveOut,
    options.isNursePractitioner,
  );
  await askForPrivilege(product, token, created.id, hospital.id, options.privilege);
  await askAndAnswerRequests(product, mailbox, {
    token,
    applicationId: created.id,
    references: hospital.minReferences,
  });
  return { doctor, applicationId: created.id, hospitalId: hospital.id, doctorToken: token };
}

/**
 * A doctor's application to a seeded hospital, built through the HTTP API in seconds (the UI
 * journey in application.e2e.ts proves the pages): the draft of createDraftViaApi, submitted with
 * the attestation. Then RIVERSIDE_ADMIN, signed in with the emailed code, moves it on to `until`
 * (applied → in-review → finalise → approved), each step with a note in the status history.
 */
export async function createApplicationViaApi(
  product: TProductAddress,
  mailbox: TMailbox,
  options: TCreateApplicationOptions = {},
): Promise<TCreatedApplication> {
  const { until = 'approved' } = options;
  const draft = await createDraftViaApi(product, mailbox, options);
  const { doctor, applicationId, doctorToken: token } = draft;
  await submitViaApi(product, mailbox, {
    token,
    email: doctor.email,
    applicationId,
    signature: `${doctor.firstName} ${doctor.lastName}`,
  });

  const admin = await signInViaApi(product, mailbox, RIVERSIDE_ADMIN);
  await decideViaApi(product, { adminToken: admin.token, applicationId, until });
  return { ...draft, adminToken: admin.token };
}

/**
 * RIVERSIDE_ADMIN moves a submitted application on to `until` (applied → in-review → finalise →
 * approved), verifying the checklist before finalising, each step with a note in the history.
 */
export async function decideViaApi(
  product: TProductAddress,
  {
    adminToken,
    applicationId,
    until,
  }: { adminToken: string; applicationId: string; until: TApplicationStage },
): Promise<void> {
  for (const decision of DECISIONS.slice(0, DECISIONS_UNTIL[until])) {
    if (decision.status === 'finalise') {
      await verifyChecklistViaApi(product, adminToken, applicationId);
    }
    await callApi(product, 'POST', `/admin/applications/${applicationId}/status`, {
      token: adminToken,
      body: decision,
    });
  }
}

/**
 * Puts a session in the page's origin storage as the site's sign-in does (`access_token`/`user`
 * on the portal, `admin_access_token`/`admin_user` on the admin site), so a journey starts signed
 * in without the sign-in pages. The page is left on /api/health: go to where the journey starts.
 * Storage is shared by every page of the browser context.
 */
async function storeSession(
  page: Page,
  product: TProductAddress,
  token: string,
  keys: { token: string; user: string },
) {
  const { user } = await callApi<{ user: TUser }>(product, 'GET', '/auth/me', { token });
  await page.goto(`${product.baseUrl}/api/health`);
  await page.evaluate(
    ({ keys, token, user }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys, token, user },
  );
}

/** Signs the page's browser context in as the fixture's doctor on the portal. */
export async function signInDoctorInBrowser(
  page: Page,
  product: TProductAddress,
  session: Pick<TCreatedApplication, 'doctorToken'>,
): Promise<void> {
  await storeSession(page, product, session.doctorToken, STORAGE_KEYS);
}

/** Signs the page's browser context in as the fixture's hospital admin on the admin site. */
export async function signInAdminInBrowser(
  page: Page,
  product: TProductAddress,
  session: Pick<TCreatedApplication, 'adminToken'>,
): Promise<void> {
  await storeSession(page, product, session.adminToken, ADMIN_STORAGE_KEYS);
}
