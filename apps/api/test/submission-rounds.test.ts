import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationChanges, TSubmissionChanges, TSubmissionComparison } from '@docapply/contracts';
import type { TFormAnswers } from '@docapply/rules';
import { formResponses } from '@/core/db/schema';
import { writeAudit } from '@/core/audit';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createOutsiders, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  COMPLETE_APPLICATION_ANSWERS,
  completeRequests,
  createHospitalWithForms,
  expectNoData,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { useDatedApplicationForm } from './appointment-fixtures';
import { createDelegateOf, sendAs } from './delegates-fixtures';
import { uploadTo } from './renewal-fixtures';
import {
  decide,
  saveAnswers,
  startAnsweredApplication,
  submitApplication,
  uploadPdf,
} from './submission-fixtures';

/** Each change as [label, where it came from] (documents by their "now" name). */
const sourcesOf = (changes: TSubmissionChanges) => ({
  answers: changes.answers.map((change) => [change.label, change.source]),
  documents: changes.documents.map((change) => [change.file?.name, change.source]),
});

/**
 * Issue 43: each resubmission's round (what changed, from whom, in answer to which request) and
 * any two submissions compared, every change saying whether the doctor, a delegate, the office
 * or a renewal made it.
 */
describe('what changed, round by round, and where each change came from', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let other: TTestHospital;
  let admin: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
    other = await createHospitalWithForms(t.db, { minReferences: 1 });
    await useDatedApplicationForm(t, hospital);
    admin = await createHospitalAdmin(t, 'Maria', 'Lopez', hospital.hospital.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const changesOf = (id: string, token = admin.token) =>
    send(t.app, 'GET', `/api/admin/applications/${id}/changes`, token);
  const compare = (id: string, query: string, token = admin.token) =>
    send(t.app, 'GET', `/api/admin/applications/${id}/changes/compare?${query}`, token);
  /** The office asks for more: a resubmission comes back in review, a first submission is taken into it. */
  const askForMore = async (id: string, note: string, isFirst = false) => {
    if (isFirst) {
      resultOf(await decide(t, admin.token, id, 'in-review'));
    }
    resultOf(await decide(t, admin.token, id, 'information-requested', note));
  };

  /** A submitted application with a dated licence copy (expiring 2090-01-01). */
  async function submitted(doctor: TPerson) {
    const started = await startAnsweredApplication(t, { token: doctor.token, hospital });
    const licenceCopy = await uploadPdf(t.app, doctor.token, started.id, 'licence-2024.pdf');
    const answers = { ...COMPLETE_APPLICATION_ANSWERS, licenceCopy, licenceExpires: '2090-01-01' };
    await saveAnswers(t, doctor.token, started.applicationResponseId, answers);
    await completeRequests(t.db, started.id, 1);
    resultOf(await submitApplication(t, doctor.token, started.id, 'Alex Rivera'));
    return { ...started, answers };
  }

  it('shows each round with its request, keeps the first round in sight after an unchanged one, and compares any two', async () => {
    const doctor = await createPerson(t, 'Alex', 'Rivera');
    const delegate = await createDelegateOf(t, [doctor], 'Olive', 'Manager');
    const { id, applicationResponseId: responseId, answers } = await submitted(doctor);

    // Round 2: the doctor changes the phone, the delegate the licence number.
    await askForMore(id, 'Please update your phone number.', true);
    const withPhone = { ...answers, phone: '+1 312-555-0199' };
    await saveAnswers(t, doctor.token, responseId, withPhone);
    const withNumber = { ...withPhone, licences: [{ state: 'IL', number: 'MD-456', expires: '2098-01-01' }] };
    resultOf(
      await sendAs(t, delegate, 'PUT', `/api/formsResponse/${responseId}`, {
        body: { answers: withNumber },
        actingFor: doctor.id,
      }),
    );
    resultOf(await submitApplication(t, doctor.token, id, 'Alex Rivera'));

    // Round 3: the doctor renews the licence through the renewals flow; the office corrects the
    // legal name (no route writes a doctor's answers for the office: written as a support tool would).
    await askForMore(id, 'Please send your renewed licence.');
    const renewed = await uploadTo(t, doctor.token, 'profile', 'licence-2026.pdf');
    resultOf(
      await send(t.app, 'POST', `/api/applications/${id}/renewals`, doctor.token, {
        document: 'application:licenceCopy',
        fileId: renewed,
        expiresOn: '2095-01-01',
      }),
      201,
    );
    await t.db.transaction(async (tx) => {
      const [row] = await tx.select().from(formResponses).where(eq(formResponses.id, responseId));
      const corrected = { ...(row.answers as TFormAnswers), legalName: 'Alex J. Rivera' };
      await tx.update(formResponses).set({ answers: corrected }).where(eq(formResponses.id, responseId));
      await writeAudit(tx, {
        actorId: admin.id,
        action: 'answers.saved',
        entity: 'form_response',
        entityId: responseId,
        applicationId: id,
        before: { legalName: 'Alex Rivera' },
        after: { legalName: 'Alex J. Rivera' },
      });
    });
    resultOf(await submitApplication(t, doctor.token, id, 'Alex Rivera'));

    // Round 4: asked again, the doctor resubmits without changing anything.
    await askForMore(id, 'Please confirm your affiliations.');
    resultOf(await submitApplication(t, doctor.token, id, 'Alex Rivera'));

    const changes = resultOf<TApplicationChanges>(await changesOf(id));
    expect(changes.submissions.map((submission) => submission.number)).toEqual([1, 2, 3, 4]);
    expect(changes.since).toBe(3);
    expect(changes.changes).toEqual({ answers: [], documents: [], privileges: [] });
    expect(
      changes.rounds.map((round) => [
        round.number,
        round.since,
        round.request?.note,
        round.request?.requestedBy,
      ]),
    ).toEqual([
      [2, 1, 'Please update your phone number.', 'Maria Lopez'],
      [3, 2, 'Please send your renewed licence.', 'Maria Lopez'],
      [4, 3, 'Please confirm your affiliations.', 'Maria Lopez'],
    ]);
    const [second, third, fourth] = changes.rounds;
    expect(second.submittedAt).toBe(changes.submissions[1].submittedAt);
    expect(Date.parse(second.request?.requestedAt ?? '')).toBeLessThan(Date.parse(second.submittedAt));
    const doctorSource = { kind: 'doctor' };
    expect(sourcesOf(second.changes)).toEqual({
      answers: [
        ['Phone', doctorSource],
        ['State licence 1: Number', { kind: 'delegate', name: 'Olive Manager' }],
      ],
      documents: [],
    });
    // The renewal's new date and copy read as the renewal's, not the doctor's edits.
    expect(sourcesOf(third.changes)).toEqual({
      answers: [
        ['Legal name', { kind: 'office', name: 'Maria Lopez' }],
        ['Licence copy', { kind: 'renewal' }],
        ['Licence expires', { kind: 'renewal' }],
      ],
      documents: [['licence-2026.pdf', { kind: 'renewal' }]],
    });
    expect(fourth.changes).toEqual({ answers: [], documents: [], privileges: [] });

    // Any two submissions: the first against the last holds every round's changes.
    const whole = resultOf<TSubmissionComparison>(await compare(id, 'from=1&to=4'));
    expect([whole.from.number, whole.to.number]).toEqual([1, 4]);
    expect(whole.to.submittedAt).toBe(changes.submissions[3].submittedAt);
    expect(
      whole.changes.answers.map((change) => [change.label, change.before, change.after, change.source]),
    ).toEqual([
      ['Legal name', 'Alex Rivera', 'Alex J. Rivera', { kind: 'office', name: 'Maria Lopez' }],
      ['Phone', '+1 212-555-0100', '+1 312-555-0199', doctorSource],
      ['State licence 1: Number', 'MD-123', 'MD-456', { kind: 'delegate', name: 'Olive Manager' }],
      ['Licence copy', 'licence-2024.pdf', 'licence-2026.pdf', { kind: 'renewal' }],
      ['Licence expires', '01/01/2090', '01/01/2095', { kind: 'renewal' }],
    ]);
    expect(resultOf<TSubmissionComparison>(await compare(id, 'from=3&to=4')).changes).toEqual({
      answers: [],
      documents: [],
      privileges: [],
    });
  });

  it('answers 404 to another hospital’s admin, 403 to the doctor, a delegate or a platform admin, and checks the pair', async () => {
    const doctor = await createPerson(t, 'Alex', 'Rivera');
    const delegate = await createDelegateOf(t, [doctor]);
    const { id } = await submitted(doctor);
    await askForMore(id, 'More please.', true);
    resultOf(await submitApplication(t, doctor.token, id, 'Alex Rivera'));
    const [otherDoctor, otherAdmin, platformAdmin] = await createOutsiders(t, other.hospital.id);
    for (const read of [
      (token: string) => changesOf(id, token),
      (token: string) => compare(id, 'from=1&to=2', token),
    ]) {
      expectNoData(await read(otherAdmin.token), 404);
      expectNoData(await read(doctor.token), 403);
      expectNoData(await read(delegate.token), 403);
      expectNoData(await read(otherDoctor.token), 403);
      expectNoData(await read(platformAdmin.token), 403);
    }
    expectNoData(await send(t.app, 'GET', `/api/admin/applications/${id}/changes/compare?from=1&to=2`), 401);
    expectNoData(await compare(crypto.randomUUID(), 'from=1&to=2'), 404);

    expect(expectError(await compare(id, 'from=2&to=1'), 400).fields).toEqual({
      from: 'Choose a submission earlier than the one you compare it with.',
    });
    expectError(await compare(id, 'from=1&to=1'), 400);
    expectError(await compare(id, 'from=one&to=2'), 400);
    expectError(await compare(id, 'to=2'), 400);
    expect(expectError(await compare(id, 'from=1&to=3'), 404).message).toBe(
      'This submission was not found. Reload the page to see the submissions.',
    );
  });
});
