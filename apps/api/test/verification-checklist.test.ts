import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminQueuePage, TApplicationVerification, TVerificationItem } from '@docapply/contracts';
import { hospitals, screeningSubjects, verificationEvents, verificationItems } from '@/core/db/schema';
import { expectClientError } from './helpers/error-shape';
import { createHospitalAdmin, createPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';
import { decide, saveAnswers, submitApplication } from './submission-fixtures';
import {
  createVerificationCase,
  getVerification,
  recordVerification,
  startVerificationApplication,
} from './verification-fixtures';
import { VERIFICATION_FUTURE, verificationAnswers } from './verification-form';

const shown = (day: string) => dayjs(day).format('MM/DD/YYYY');
const today = () => dayjs().format('YYYY-MM-DD');

describe('verification checklist: built from the answers on each submission', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const checklistOf = async (token: string, id: string) =>
    resultOf<TApplicationVerification>(await getVerification(t, token, id));
  const byKey = (verification: TApplicationVerification, key: string) =>
    verification.items.find((item) => item.key === key) as TVerificationItem;

  it('lists every item the application calls for, with what it says, the look-up page and what is required', async () => {
    const { admin, application } = await createVerificationCase(t);
    const checklist = await checklistOf(admin.token, application.id);

    expect(checklist.items.map((item) => item.key)).toEqual([
      'npi',
      'licence:CA',
      'licence:IL',
      'dea',
      'board',
      'education',
      'malpractice',
      'oig',
      'sam',
    ]);
    expect(checklist).toMatchObject({ done: 0, total: 9, validDays: 180 });
    expect(byKey(checklist, 'npi')).toMatchObject({
      kind: 'npi',
      label: 'Identity and NPI',
      detail: `Ada N Okafor, NPI 1234567893, born ${shown('1984-03-09')}`,
      state: 'pending',
      verifiedBy: null,
      lookupUrl: 'https://npiregistry.cms.hhs.gov/',
      required: true,
      expired: false,
      automatic: 'npi',
      evidence: { file: null, record: null, recordContentType: null },
    });
    expect(byKey(checklist, 'licence:CA')).toMatchObject({
      label: 'State licence CA',
      detail: `CA A123456, expires ${shown(VERIFICATION_FUTURE)}`,
      lookupUrl: 'https://search.dca.ca.gov/',
      required: true,
      automatic: null,
    });
    expect(byKey(checklist, 'dea')).toMatchObject({
      detail: `BO1234563, expires ${shown(VERIFICATION_FUTURE)}`,
      state: 'pending',
      required: false,
      lookupUrl: 'https://apps.deadiversion.usdoj.gov/webforms2/spring/validationLogin',
    });
    expect(byKey(checklist, 'board').detail).toBe(
      `American Board of Internal Medicine, certified, expires ${shown(VERIFICATION_FUTURE)}`,
    );
    expect(byKey(checklist, 'education').detail).toBe(
      `University of Lagos College of Medicine, MD, graduated ${shown('2008-07-21')}; ` +
        `residency, Rush University Medical Center, Internal Medicine, to ${shown('2013-06-30')}`,
    );
    expect(byKey(checklist, 'malpractice').detail).toBe(
      `ISMIE Mutual, policy PL-448812, expires ${shown(VERIFICATION_FUTURE)}, no claims reported`,
    );
    expect(byKey(checklist, 'oig')).toMatchObject({ automatic: 'oig', required: true });
    expect(byKey(checklist, 'sam')).toMatchObject({ lookupUrl: 'https://sam.gov/search/?index=ex' });

    // The screenings read who the doctor is from the same answers.
    const [subject] = await t.db
      .select()
      .from(screeningSubjects)
      .where(eq(screeningSubjects.applicationId, application.id));
    expect(subject).toMatchObject({
      npi: '1234567893',
      firstName: 'Ada',
      lastName: 'Okafor',
      dateOfBirth: '1984-03-09',
      firstKey: 'ada',
      lastKey: 'okafor',
    });
  });

  it('marks the DEA and the board not applicable when the doctor has neither, by the system', async () => {
    const { admin, application } = await createVerificationCase(t, {
      answers: { hasDea: 'no', deaNumber: undefined, deaExpiry: undefined, boardStatus: 'none' },
    });
    const checklist = await checklistOf(admin.token, application.id);
    expect(byKey(checklist, 'dea')).toMatchObject({
      state: 'not-applicable',
      detail: 'No DEA registration',
      source: 'The application',
      verifiedBy: { userId: null, name: "DocApply: the doctor's answers" },
      note: 'The doctor holds no DEA registration.',
    });
    expect(byKey(checklist, 'board')).toMatchObject({
      state: 'not-applicable',
      detail: 'Neither board certified nor board eligible',
    });
    expect(checklist).toMatchObject({ done: 2, total: 9 });
  });

  it('keeps every state and its history when the resubmission rebuilds it; adds new licences, drops unverified gone ones', async () => {
    const doctor = await createPerson(t, 'Ada', 'Okafor');
    const first = await createVerificationCase(t);
    const { admin, hospital } = first;
    // A second application of the same hospital, by another doctor, so the queue has two rows.
    const started = await startVerificationApplication(t, { doctor, hospital });
    resultOf(await submitApplication(t, doctor.token, started.id, 'Ada Okafor'));
    const { id } = started;
    const before = await checklistOf(admin.token, id);
    resultOf(
      await recordVerification(
        t,
        admin.token,
        { applicationId: id, itemId: byKey(before, 'licence:IL').id },
        {
          state: 'verified',
          source: 'IDFPR license look-up',
          verifiedOn: today(),
          referenceNumber: '036.123456',
        },
      ),
    );
    resultOf(
      await recordVerification(
        t,
        admin.token,
        { applicationId: id, itemId: byKey(before, 'npi').id },
        { state: 'discrepancy', source: 'NPPES', verifiedOn: today(), note: 'Middle name differs' },
      ),
    );

    // The office asks for more; the doctor swaps California for Texas, adds a DEA "no", and resubmits.
    resultOf(await decide(t, admin.token, id, 'in-review'));
    resultOf(await decide(t, admin.token, id, 'information-requested', 'Please update your licences'));
    await saveAnswers(
      t,
      doctor.token,
      started.applicationResponseId,
      verificationAnswers({
        licences: [
          { state: 'IL', licenceNumber: '036.123456', expiryDate: VERIFICATION_FUTURE },
          { state: 'TX', licenceNumber: 'T1234', expiryDate: VERIFICATION_FUTURE },
        ],
        hasDea: 'no',
        deaNumber: undefined,
        deaExpiry: undefined,
      }),
    );
    resultOf(await submitApplication(t, doctor.token, id, 'Ada Okafor'));

    const after = await checklistOf(admin.token, id);
    expect(after.items.map((item) => item.key)).toEqual([
      'npi',
      'licence:IL',
      'licence:TX',
      'dea',
      'board',
      'education',
      'malpractice',
      'oig',
      'sam',
    ]);
    expect(byKey(after, 'licence:IL')).toMatchObject({
      id: byKey(before, 'licence:IL').id,
      state: 'verified',
      source: 'IDFPR license look-up',
      referenceNumber: '036.123456',
      verifiedBy: { userId: admin.id, name: 'Maria Lopez' },
    });
    expect(byKey(after, 'npi')).toMatchObject({ state: 'discrepancy', note: 'Middle name differs' });
    expect(byKey(after, 'licence:TX')).toMatchObject({
      state: 'pending',
      lookupUrl: 'https://profile.tmb.state.tx.us/',
    });
    expect(byKey(after, 'dea').state).toBe('not-applicable');
    const history = await t.db
      .select()
      .from(verificationEvents)
      .where(eq(verificationEvents.itemId, byKey(after, 'licence:IL').id));
    expect(history).toHaveLength(1);

    // The doctor then reports a DEA registration and lists California only: the system's "not
    // applicable" is taken back, the unverified Texas item goes, the verified Illinois one stays.
    resultOf(await decide(t, admin.token, id, 'information-requested', 'DEA after all?'));
    await saveAnswers(
      t,
      doctor.token,
      started.applicationResponseId,
      verificationAnswers({
        licences: [{ state: 'CA', licenceNumber: 'A123456', expiryDate: VERIFICATION_FUTURE }],
      }),
    );
    resultOf(await submitApplication(t, doctor.token, id, 'Ada Okafor'));
    const again = await checklistOf(admin.token, id);
    expect(byKey(again, 'dea')).toMatchObject({
      state: 'pending',
      note: "The doctor's answers changed: to be verified.",
    });
    expect(byKey(again, 'licence:TX')).toBeUndefined();
    expect(byKey(again, 'licence:CA').state).toBe('pending');
    expect(byKey(again, 'licence:IL')).toMatchObject({
      state: 'verified',
      detail: 'No longer in the application',
    });

    // The queue shows each row's progress without reading the items.
    const queue = resultOf<TAdminQueuePage>(
      await send(t.app, 'GET', `/api/admin/applications?hospitalId=${hospital.hospital.id}`, admin.token),
    );
    const row = queue.data.find((entry) => entry.id === id);
    expect(row?.verification).toEqual({ done: again.done, total: again.total });
    expect(again).toMatchObject({ done: 1, total: 9 });
    expect(queue.data.find((entry) => entry.id === first.application.id)?.verification).toEqual({
      done: 0,
      total: 9,
    });
  });

  it('shows the checklist to its hospital’s admins only: another hospital’s admin 404, a doctor 403, a draft 404', async () => {
    const { hospital, admin, doctor, application } = await createVerificationCase(t);
    const other = await createVerificationCase(t);
    expectClientError(await getVerification(t, other.admin.token, application.id));
    expect((await getVerification(t, other.admin.token, application.id)).statusCode).toBe(404);
    expect((await getVerification(t, doctor.token, application.id)).statusCode).toBe(403);
    expect((await getVerification(t, admin.token, 'not-an-id')).statusCode).toBe(404);
    const drafter = await createPerson(t, 'Ada', 'Okafor');
    const draft = await startVerificationApplication(t, { doctor: drafter, hospital });
    expect((await getVerification(t, admin.token, draft.id)).statusCode).toBe(404);
    // A second admin of the same hospital reads it.
    const colleague = await createHospitalAdmin(t, 'Sam', 'Chen', hospital.hospital.id);
    expect((await getVerification(t, colleague.token, application.id)).statusCode).toBe(200);
  });

  it('keeps the submission when the checklist cannot be built, and builds it when the review reads it', async () => {
    const { hospital, admin } = await createVerificationCase(t);
    const doctor = await createPerson(t, 'Ada', 'Okafor');
    const started = await startVerificationApplication(t, { doctor, hospital });
    // A broken custom item (no label) makes the checklist's insert fail inside the submission.
    await t.db
      .update(hospitals)
      .set({ verificationCustomItems: [{ id: 'broken', label: null, required: true }] as never })
      .where(eq(hospitals.id, hospital.hospital.id));
    const submitted = resultOf<{ status: string }>(
      await submitApplication(t, doctor.token, started.id, 'Ada Okafor'),
    );
    expect(submitted.status).toBe('applied');
    expect(
      await t.db.select().from(verificationItems).where(eq(verificationItems.applicationId, started.id)),
    ).toEqual([]);
    await t.db
      .update(hospitals)
      .set({ verificationCustomItems: [] })
      .where(eq(hospitals.id, hospital.hospital.id));
    expect((await checklistOf(admin.token, started.id)).total).toBe(9);
  });
});
