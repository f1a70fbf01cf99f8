import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationDetail, TApplicationFlags, TApplicationSummary } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime, todayString, type TFormDefinition } from '@docapply/rules';
import {
  alternativeCoverage,
  applicationPrivileges,
  applications,
  auditLog,
  formResponses,
  forms,
  hospitals,
  privileges,
  references,
} from '@/core/db/schema';
import { seedHospitalForms } from '@/core/db/seed-data/seed-forms';
import { signLinkToken } from '@/modules/references/link-token';
import { createUserWithToken } from './helpers/auth';
import { createHospitalAdmin, createOutsiders, createPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  APPLICATION_FORM,
  COMPLETE_APPLICATION_ANSWERS,
  completeRequests,
  createHospitalWithForms,
  expectNoData,
  resultOf,
  send,
} from './application-fixtures';
import { grantStepUp } from './helpers/factors';

/** YYYY-MM-DD `n` days from the server's today. */
function inDays(n: number): string {
  return new Date(Date.parse(`${todayString()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The test application form with its malpractice question marked as a red flag on "Yes". */
const FLAGGED_APPLICATION_FORM: TFormDefinition = {
  sections: APPLICATION_FORM.sections.map((section) => ({
    ...section,
    items: section.items.map((item) => (item.name === 'hasClaims' ? { ...item, flagWhen: ['yes'] } : item)),
  })),
};

const SEEDED_ANSWERS = {
  graduationDate: '2012-05-20',
  training: [
    {
      programType: 'residency',
      institution: 'Mercy',
      specialty: 'Internal medicine',
      startDate: '2012-07-01',
      endDate: '2015-06-30',
    },
  ],
  licences: [{ state: 'IL', licenceNumber: 'IL-1', expiryDate: inDays(400) }],
  boardStatus: 'certified',
  workHistory: [
    { employer: 'Lakeside', position: 'Hospitalist', city: 'Chicago', state: 'IL', startDate: '2015-08-01' },
  ],
  insuranceExpiry: inDays(30),
  hasClaims: 'no',
  licenceAction: 'yes',
  licenceActionExplanation: 'Probation in 2016, lifted in 2017.',
  excluded: 'no',
  privilegesDenied: 'no',
  convicted: 'no',
  healthCondition: 'no',
};

describe('red flags', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const getFlags = (id: string, token: string) =>
    send(t.app, 'GET', `/api/admin/applications/${id}/flags`, token);
  const storedCount = async (id: string) =>
    (await t.db.select({ n: applications.flagCount }).from(applications).where(eq(applications.id, id)))[0].n;

  /** A submitted application at a hospital with the default forms, written as its doctor left it. */
  async function createSeededApplication() {
    const suffix = randomBytes(4).toString('hex');
    const [hospital] = await t.db
      .insert(hospitals)
      .values({
        name: `Flag Hospital ${suffix}`,
        slug: `flags-${suffix}`,
        city: 'Springfield',
        state: 'IL',
        minReferences: 2,
      })
      .returning();
    await seedHospitalForms(t.db, hospital);
    const doctor = await createPerson(t, 'Dana', 'Flagg');
    const [application] = await t.db
      .insert(applications)
      .values({ doctorId: doctor.id, hospitalId: hospital.id, status: 'applied', submittedAt: new Date() })
      .returning();
    const formOf = async (key: string) =>
      (
        await t.db
          .select()
          .from(forms)
          .where(and(eq(forms.hospitalId, hospital.id), eq(forms.key, key)))
      )[0];
    const respond = async (key: string, answers: Record<string, unknown>) =>
      (
        await t.db
          .insert(formResponses)
          .values({
            formId: (await formOf(key)).id,
            applicationId: application.id,
            userId: doctor.id,
            answers,
          })
          .returning()
      )[0];
    await respond('application', SEEDED_ANSWERS);
    const privilegeResponse = await respond('privilege-core-internal-medicine', {
      casesPast24Months: '40',
      meetsVolume: 'no',
      supervisingPhysician: 'Dr. Proctor',
      attestation: 'true',
    });
    const [coreIm] = await t.db
      .select()
      .from(privileges)
      .where(and(eq(privileges.hospitalId, hospital.id), eq(privileges.name, 'Core internal medicine')));
    await t.db.insert(applicationPrivileges).values({
      applicationId: application.id,
      privilegeId: coreIm.id,
      formResponseId: privilegeResponse.id,
    });
    const person = (
      name: string,
      state: 'completed' | 'declined',
      answers: Record<string, string> | null,
    ) => ({
      applicationId: application.id,
      name,
      email: `${name.replace(/\W/g, '').toLowerCase()}.${suffix}@example.com`,
      state,
      answers,
    });
    // One at a time, so they keep this order on the review.
    await t.db.insert(references).values(person('Dr. Ann Lee', 'completed', { recommend: 'yes' }));
    await t.db
      .insert(references)
      .values(
        person('Dr. Ben Ode', 'completed', { recommend: 'with-reservations', reservations: 'Late notes.' }),
      );
    await t.db.insert(references).values(person('Dr. Cy Park', 'declined', null));
    await t.db
      .insert(alternativeCoverage)
      .values(person('Dr. Dee Fox', 'completed', { agreeToCover: 'yes' }));
    const admin = await createHospitalAdmin(t, 'Maria', 'Office', hospital.id);
    return { id: application.id, hospital, doctor, admin };
  }

  it('lists the flags of a seeded application, high first, and stores their number', async () => {
    const { id, admin } = await createSeededApplication();
    const { flags } = resultOf<TApplicationFlags>(await getFlags(id, admin.token));
    expect(flags).toEqual([
      {
        code: 'disclosure-yes',
        severity: 'high',
        message: expect.stringMatching(/^Answered "Yes": Has any licence, registration \(including DEA\)/),
        place: 'D',
        formKey: 'application',
        fieldKey: 'licenceAction',
      },
      {
        code: 'privilege-criterion-unmet',
        severity: 'high',
        message: 'Core internal medicine: 40 cases reported; the criteria ask for at least 100 in 24 months',
        place: 'privileges',
        formKey: 'privilege-core-internal-medicine',
        fieldKey: 'casesPast24Months',
      },
      {
        code: 'document-expiring',
        severity: 'medium',
        message: `Certificate of insurance (face sheet) expires on ${formatDateTime(inDays(30), DATE_DISPLAY_FORMAT)}, in 30 days`,
        place: 'C',
        formKey: 'application',
        fieldKey: 'faceSheet',
      },
      {
        code: 'reference-reservations',
        severity: 'medium',
        message:
          'Reference Dr. Ben Ode answered "Yes, with reservations": Would you recommend the applicant for medical staff membership?',
        place: 'references',
        formKey: 'reference',
        fieldKey: 'recommend',
      },
      {
        code: 'reference-declined',
        severity: 'medium',
        message: 'Dr. Cy Park declined to give a reference',
        place: 'references',
        formKey: null,
        fieldKey: null,
      },
    ]);
    // Written directly, the application had no count yet: reading it stores the count for the queue.
    expect(await storedCount(id)).toBe(5);
  });

  it('shows the flags to the hospital’s administrators only', async () => {
    const { id, hospital, doctor } = await createSeededApplication();
    const other = await createHospitalWithForms(t.db);
    const [otherDoctor, otherAdmin, platformAdmin] = await createOutsiders(t, other.hospital.id);
    expectNoData(await getFlags(id, otherAdmin.token), 404);
    for (const person of [doctor, otherDoctor, platformAdmin]) {
      expectNoData(await getFlags(id, person.token), 403);
    }
    expectNoData(await send(t.app, 'GET', `/api/admin/applications/${id}/flags`), 401);
    const admin = await createHospitalAdmin(t, 'Lee', 'Office', hospital.id);
    expectNoData(await getFlags('not-an-id', admin.token), 404);
    expectNoData(await getFlags('00000000-0000-4000-8000-000000000000', admin.token), 404);
  });

  it('counts flags when the doctor submits and resubmits, and when a reference declines', async () => {
    const h = await createHospitalWithForms(t.db, { minReferences: 2 });
    await t.db
      .update(forms)
      .set({ definition: FLAGGED_APPLICATION_FORM })
      .where(eq(forms.id, h.forms.get('application')?.id ?? ''));
    const admin = await createHospitalAdmin(t, 'Maria', 'Office', h.hospital.id);
    const doctor = await createUserWithToken(t.db, t.config);
    const { id } = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: h.hospital.id }),
      201,
    );
    const draft = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${id}`, doctor.token),
    );
    const answer = (answers: Record<string, unknown>) =>
      send(t.app, 'PUT', `/api/formsResponse/${draft.forms.application?.responseId}`, doctor.token, {
        answers,
      });
    resultOf(
      await answer({ ...COMPLETE_APPLICATION_ANSWERS, hasClaims: 'yes', claimsExplain: 'Settled in 2019.' }),
    );
    resultOf(
      await send(t.app, 'PUT', `/api/formsResponse/${draft.forms.survey?.responseId}`, doctor.token, {
        answers: { unit: 'Cardiology ward' },
      }),
    );
    resultOf(
      await send(t.app, 'POST', '/api/privileges', doctor.token, {
        applicationId: id,
        privilegeId: h.privileges.admitting.id,
      }),
      201,
    );
    await completeRequests(t.db, id, 2);
    const submit = () =>
      send(t.app, 'POST', `/api/applications/${id}/submit`, doctor.token, { attestationName: 'Test User' });
    await grantStepUp(t, doctor.token);
    resultOf(await submit());
    expect(await storedCount(id)).toBe(1);
    const codes = async () =>
      resultOf<TApplicationFlags>(await getFlags(id, admin.token)).flags.map((f) => f.code);
    expect(await codes()).toEqual(['malpractice-claim']);

    // A third reference, asked later by the hospital, declines from the emailed link.
    const [reference] = await t.db
      .insert(references)
      .values({ applicationId: id, name: 'Dr. Late Reply', email: `late.${id}@example.com`, state: 'sent' })
      .returning();
    const link = await signLinkToken(t.config, {
      kind: 'reference',
      requestId: reference.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await t.db.update(references).set({ tokenId: link.jti }).where(eq(references.id, reference.id));
    resultOf(
      await send(t.app, 'POST', '/api/references/respond', undefined, { token: link.token, decline: true }),
    );
    expect(await storedCount(id)).toBe(2);
    expect(await codes()).toEqual(['malpractice-claim', 'reference-declined']);

    // Asked for more information, the doctor corrects the answer and resubmits.
    const decide = (status: string) =>
      send(t.app, 'POST', `/api/admin/applications/${id}/status`, admin.token, {
        status,
        note: 'Please check C',
      });
    resultOf(await decide('in-review'));
    resultOf(await decide('information-requested'));
    resultOf(await answer({ ...COMPLETE_APPLICATION_ANSWERS, hasClaims: 'no' }));
    await grantStepUp(t, doctor.token);
    resultOf(await submit());
    expect(await storedCount(id)).toBe(1);

    const trail = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, id), eq(auditLog.action, 'application.flags-counted')))
      .orderBy(auditLog.createdAt);
    expect(trail).toEqual([
      { before: { flagCount: 0 }, after: { flagCount: 1 } },
      { before: { flagCount: 1 }, after: { flagCount: 2 } },
      { before: { flagCount: 2 }, after: { flagCount: 1 } },
    ]);
  });
});
