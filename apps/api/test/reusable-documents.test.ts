import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileInfo, TReusableDocument } from '@docapply/contracts';
import { auditLog, files } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { completeRequests, resultOf, send, type TTestHospital } from './application-fixtures';
import {
  createDocumentsHospital,
  getDetail,
  listReusable,
  listReusableNames,
  reuse,
  startDraft,
  type TDraft,
} from './reusable-documents-fixtures';
import { PDF, decide, saveAnswers, submitApplication, uploadPdf } from './submission-fixtures';

const FUTURE = dayjs().add(2, 'year').format('YYYY-MM-DD');
const PAST = dayjs().subtract(10, 'day').format('YYYY-MM-DD');

describe('documents reused across hospitals ("apply once")', () => {
  let t: TTestApp;
  let first: TTestHospital;
  let second: TTestHospital;
  let doctor: TPerson;
  let otherDoctor: TPerson;
  let firstAdmin: TPerson;
  let secondAdmin: TPerson;
  let atFirst: TDraft;
  let atSecond: TDraft;
  // The doctor's uploads at the first hospital, by name.
  const up: Record<string, string> = {};
  let otherCv: string;
  let licenceCopy: TFileInfo;

  beforeAll(async () => {
    t = await createTestApp();
    first = await createDocumentsHospital(t, { withIdCard: true });
    second = await createDocumentsHospital(t);
    doctor = await createPerson(t, 'Rosa', 'Reyes');
    otherDoctor = await createPerson(t, 'Otto', 'Other');
    firstAdmin = await createHospitalAdmin(t, 'Fay', 'First', first.hospital.id);
    secondAdmin = await createHospitalAdmin(t, 'Sam', 'Second', second.hospital.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const download = (applicationId: string, fileId: string, token: string) =>
    send(t.app, 'GET', `/api/gcs/get/${applicationId}/${fileId}`, token);
  const answersOf = async (draft: TDraft) =>
    (await getDetail(t, doctor.token, draft.id)).forms.application?.answers ?? {};

  /** Everything a submission needs besides the application form: survey, a privilege, a reference. */
  async function completeAndSubmit(draft: TDraft) {
    await saveAnswers(t, doctor.token, draft.surveyResponseId, { unit: 'Cardiology ward' });
    resultOf(
      await send(t.app, 'POST', '/api/privileges', doctor.token, {
        applicationId: draft.id,
        privilegeId: (draft.id === atFirst.id ? first : second).privileges.admitting.id,
      }),
      201,
    );
    await completeRequests(t.db, draft.id, 1);
    resultOf(await submitApplication(t, doctor.token, draft.id, 'Rosa Reyes'));
  }

  it('offers only the doctor’s own, valid documents of a kind the new application asks for, newest first', async () => {
    atFirst = await startDraft(t, doctor.token, first);
    for (const name of [
      'cv.pdf',
      'id-card.pdf',
      'photo.pdf',
      'licence-il.pdf',
      'licence-ny.pdf',
      'dea.pdf',
    ]) {
      up[name] = await uploadPdf(t.app, doctor.token, atFirst.id, name);
    }
    await saveAnswers(t, doctor.token, atFirst.responseId, {
      legalName: 'Rosa Reyes',
      cv: up['cv.pdf'],
      idCard: up['id-card.pdf'],
      photo: up['photo.pdf'],
      licences: [
        { state: 'IL', number: '036.123456', expires: FUTURE, copy: up['licence-il.pdf'] },
        { state: 'NY', number: 'NY-777', expires: FUTURE, copy: up['licence-ny.pdf'] },
      ],
      hasDea: 'yes',
      // Past its own expiry date: never offered.
      deaExpiry: PAST,
      deaCertificate: up['dea.pdf'],
      truthful: 'true',
    });
    await completeAndSubmit(atFirst);
    // Another doctor's CV at the same hospital is theirs alone.
    const theirs = await startDraft(t, otherDoctor.token, first);
    otherCv = await uploadPdf(t.app, otherDoctor.token, theirs.id, 'other-cv.pdf');
    await saveAnswers(t, otherDoctor.token, theirs.responseId, { legalName: 'Otto Other', cv: otherCv });

    atSecond = await startDraft(t, doctor.token, second);
    // The licence rows come pre-filled, as always without any file.
    expect(atSecond.detail.forms.application?.answers.licences).toEqual([
      { state: 'IL', number: '036.123456', expires: FUTURE },
      { state: 'NY', number: 'NY-777', expires: FUTURE },
    ]);
    const { data } = resultOf<{ data: TReusableDocument[] }>(
      await listReusable(t, doctor.token, atSecond.id),
    );
    // No expired DEA certificate, no ID card (not asked here), no photo (no kind), no one else's.
    expect(data).toEqual([
      {
        id: up['licence-ny.pdf'],
        name: 'licence-ny.pdf',
        size: PDF.length,
        mime: 'application/pdf',
        createdAt: expect.any(String),
        kind: 'licence.copy',
        row: { state: 'NY', number: 'NY-777' },
        expiresOn: FUTURE,
        hospitalName: first.hospital.name,
      },
      expect.objectContaining({ id: up['licence-il.pdf'], row: { state: 'IL', number: '036.123456' } }),
      expect.objectContaining({ id: up['cv.pdf'], kind: 'documents.cv', row: null, expiresOn: null }),
    ]);
    expect(await listReusableNames(t, otherDoctor.token, theirs.id)).toEqual([]);
  });

  it('answers 404 for another doctor’s application, and lists nothing once submitted', async () => {
    expectError(await listReusable(t, otherDoctor.token, atSecond.id), 404, 'NOT_FOUND');
    expectError(await listReusable(t, doctor.token, 'not-an-id'), 404, 'NOT_FOUND');
    // The first application is with its hospital: nothing to add there.
    expect(await listReusableNames(t, doctor.token, atFirst.id)).toEqual([]);
  });

  it('copies a document into the new application: a file of its own, the same bytes and upload date', async () => {
    licenceCopy = resultOf<TFileInfo>(await reuse(t, doctor.token, atSecond.id, up['licence-il.pdf']), 201);
    const [source] = await t.db.select().from(files).where(eq(files.id, up['licence-il.pdf']));
    expect(licenceCopy).toEqual({
      id: expect.any(String),
      name: 'licence-il.pdf',
      size: PDF.length,
      mime: 'application/pdf',
      createdAt: source.createdAt.toISOString(),
    });
    expect(licenceCopy.id).not.toBe(source.id);
    const [copy] = await t.db.select().from(files).where(eq(files.id, licenceCopy.id));
    expect(copy).toMatchObject({ applicationId: atSecond.id, ownerUserId: doctor.id, supersededAt: null });
    expect(copy.storageKey).not.toBe(source.storageKey);
    const downloaded = await download(atSecond.id, licenceCopy.id, doctor.token);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(PDF)).toBe(true);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.reused'), eq(auditLog.entityId, licenceCopy.id)));
    expect(audit).toMatchObject({
      actorId: doctor.id,
      applicationId: atSecond.id,
      hospitalId: second.hospital.id,
      data: { reusedFileId: source.id, kind: 'licence.copy' },
      after: { name: 'licence-il.pdf', mime: 'application/pdf', size: PDF.length },
    });
  });

  it('takes the copy as an answer, never the other application’s file', async () => {
    const answers = await answersOf(atSecond);
    const rows = answers.licences as Record<string, string>[];
    const withSource = { ...answers, licences: [{ ...rows[0], copy: up['licence-il.pdf'] }, rows[1]] };
    const refused = expectError(
      await send(t.app, 'PUT', `/api/formsResponse/${atSecond.responseId}`, doctor.token, {
        answers: withSource,
      }),
      400,
      'VALIDATION',
    );
    expect(refused.fields).toEqual({ 'licences.0.copy': 'This file was not found. Upload it again.' });

    await saveAnswers(t, doctor.token, atSecond.responseId, {
      ...answers,
      licences: [{ ...rows[0], copy: licenceCopy.id }, rows[1]],
    });
    const detail = await getDetail(t, doctor.token, atSecond.id);
    expect(detail.files.map((file) => file.id)).toEqual([licenceCopy.id]);
    expect((detail.forms.application?.answers.licences as Record<string, string>[])[0].copy).toBe(
      licenceCopy.id,
    );
  });

  it('refuses what is not the doctor’s to copy, expired, of a kind not asked, or into a closed application', async () => {
    // Someone else's document, someone else's application: not found, as if they did not exist.
    expectError(await reuse(t, doctor.token, atSecond.id, otherCv), 404, 'NOT_FOUND');
    expectError(await reuse(t, otherDoctor.token, atSecond.id, up['cv.pdf']), 404, 'NOT_FOUND');
    const theirs = await startDraft(t, otherDoctor.token, second);
    expectError(await reuse(t, otherDoctor.token, theirs.id, up['cv.pdf']), 404, 'NOT_FOUND');
    // A photo has no kind; the copy already belongs here; unknown and malformed ids.
    for (const fileId of [up['photo.pdf'], licenceCopy.id, '7d0c3a4e-0000-4000-8000-000000000000', 'nope']) {
      expectError(await reuse(t, doctor.token, atSecond.id, fileId), 404, 'NOT_FOUND');
    }
    const expired = expectError(await reuse(t, doctor.token, atSecond.id, up['dea.pdf']), 409, 'CONFLICT');
    expect(expired.message).toBe(
      `This document expired on ${dayjs(PAST).format('MM/DD/YYYY')}. Upload a current one instead.`,
    );
    const notAsked = expectError(await reuse(t, doctor.token, atSecond.id, up['id-card.pdf']), 400);
    expect(notAsked.message).toBe('This application does not ask for this kind of document.');
    // The submitted first application takes no new documents.
    expectError(await reuse(t, doctor.token, atFirst.id, licenceCopy.id), 409, 'CONFLICT');
    const copies = await t.db.select({ id: files.id }).from(files).where(eq(files.applicationId, theirs.id));
    expect(copies).toEqual([]);
  });

  it('lets the doctor replace or remove a used document like any upload', async () => {
    const usedCv = resultOf<TFileInfo>(await reuse(t, doctor.token, atSecond.id, up['cv.pdf']), 201);
    const answers = await answersOf(atSecond);
    await saveAnswers(t, doctor.token, atSecond.responseId, { ...answers, cv: usedCv.id });
    // The doctor prefers another CV here: uploads it, answers with it, removes the used copy.
    const ownCv = await uploadPdf(t.app, doctor.token, atSecond.id, 'cv-for-second.pdf');
    await saveAnswers(t, doctor.token, atSecond.responseId, { ...answers, cv: ownCv });
    resultOf(await send(t.app, 'DELETE', `/api/gcs/remove/${atSecond.id}/${usedCv.id}`, doctor.token));
    const detail = await getDetail(t, doctor.token, atSecond.id);
    expect(detail.files.map((file) => file.name).sort()).toEqual(['cv-for-second.pdf', 'licence-il.pdf']);
    expect(detail.forms.application?.answers.cv).toBe(ownCv);
    // The original is untouched at the first hospital.
    expect((await download(atFirst.id, up['cv.pdf'], doctor.token)).statusCode).toBe(200);
  });

  it('stops offering a document the doctor replaced after submitting, and offers the new one', async () => {
    resultOf(await decide(t, firstAdmin.token, atFirst.id, 'in-review'));
    resultOf(await decide(t, firstAdmin.token, atFirst.id, 'information-requested', 'A newer CV, please'));
    resultOf(await send(t.app, 'DELETE', `/api/gcs/remove/${atFirst.id}/${up['cv.pdf']}`, doctor.token));
    const newCv = await uploadPdf(t.app, doctor.token, atFirst.id, 'cv-2027.pdf');
    const firstAnswers = (await getDetail(t, doctor.token, atFirst.id)).forms.application?.answers ?? {};
    await saveAnswers(t, doctor.token, atFirst.responseId, { ...firstAnswers, cv: newCv });

    expect(await listReusableNames(t, doctor.token, atSecond.id)).toEqual([
      'cv-2027.pdf',
      'licence-ny.pdf',
      'licence-il.pdf',
    ]);
    // The superseded CV is the first hospital's record now, no longer the doctor's to copy.
    expectError(await reuse(t, doctor.token, atSecond.id, up['cv.pdf']), 404, 'NOT_FOUND');
  });

  it('after submitting, the new hospital’s admins read the copy; the first hospital keeps its own', async () => {
    await saveAnswers(t, doctor.token, atSecond.responseId, {
      ...(await answersOf(atSecond)),
      hasDea: 'no',
      truthful: 'true',
    });
    await completeAndSubmit(atSecond);

    const copy = await download(atSecond.id, licenceCopy.id, secondAdmin.token);
    expect(copy.statusCode).toBe(200);
    expect(copy.rawPayload.equals(PDF)).toBe(true);
    // Each hospital reads its own copy only.
    expectError(await download(atSecond.id, licenceCopy.id, firstAdmin.token), 404);
    expectError(await download(atFirst.id, up['licence-il.pdf'], secondAdmin.token), 404);
    const original = await download(atFirst.id, up['licence-il.pdf'], firstAdmin.token);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(PDF)).toBe(true);
    const [source] = await t.db.select().from(files).where(eq(files.id, up['licence-il.pdf']));
    expect(source).toMatchObject({ applicationId: atFirst.id, supersededAt: null });
    const firstRows = (await answersOf(atFirst)).licences as Record<string, string>[];
    expect(firstRows[0].copy).toBe(up['licence-il.pdf']);
  });
});
