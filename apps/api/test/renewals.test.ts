import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDocumentRenewalList, TRenewalDocument, TRenewalResult } from '@docapply/contracts';
import { applications, auditLog } from '@/core/db/schema';
import { EXPIRY_REMINDERS_JOB } from '@/modules/expiry-reminders/job';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { expectNoData, resultOf, send } from './application-fixtures';
import {
  LICENCE_KEY,
  addDays,
  createSeededHospital,
  inDays,
  licence,
  noonOf,
  readAnswers,
  settle,
  startDraft,
  uploadTo,
} from './renewal-fixtures';
import { mailsTo } from './submission-fixtures';
import { baseUrlOf, changeOf, openLiveStream } from './live-fixtures';

type TLicenceRow = { licenceCopy?: string; expiryDate?: string };
const documentUrl = (id: string, key = LICENCE_KEY) =>
  `/api/applications/${id}/renewals/document?document=${encodeURIComponent(key)}`;

describe('renewing a document without reopening the application', () => {
  let t: TTestApp;
  let riverside: { id: string; name: string };
  let lakeside: { id: string; name: string };
  let riversideAdmin: TPerson;
  let lakesideAdmin: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    riverside = await createSeededHospital(t, 'Riverside');
    lakeside = await createSeededHospital(t, 'Lakeside');
    riversideAdmin = await createHospitalAdmin(t, 'Ada', 'Office', riverside.id);
    lakesideAdmin = await createHospitalAdmin(t, 'Lee', 'Office', lakeside.id);
    // A real connection, for the office's live updates.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * A doctor with the same Illinois licence (expiring on `expiresOn`, its copy uploaded to each)
   * in an approved application at Riverside and one in review at Lakeside.
   */
  async function doctorWithLicence(expiresOn: string) {
    const doctor = await createPerson(t, 'Dana', 'Doe');
    const approved = await startDraft(t, doctor.token, riverside.id);
    const inReview = await startDraft(t, doctor.token, lakeside.id);
    const oldFiles = {
      riverside: await uploadTo(t, doctor.token, approved.id, 'licence-2025.pdf'),
      lakeside: await uploadTo(t, doctor.token, inReview.id, 'licence-2025.pdf'),
    };
    await settle(t, approved, { licences: [licence('IL', expiresOn, oldFiles.riverside)] }, 'approved');
    await settle(t, inReview, { licences: [licence('IL', expiresOn, oldFiles.lakeside)] }, 'in-review');
    return { doctor, approved, inReview, oldFiles };
  }

  function renew(token: string, applicationId: string, body: Record<string, unknown>) {
    return send(t.app, 'POST', `/api/applications/${applicationId}/renewals`, token, {
      document: LICENCE_KEY,
      ...body,
    });
  }

  it('shows the document, its expiry and copy, and every application holding it', async () => {
    const expiresOn = inDays(30);
    const { doctor, approved, inReview, oldFiles } = await doctorWithLicence(expiresOn);
    const view = resultOf<TRenewalDocument>(await send(t.app, 'GET', documentUrl(approved.id), doctor.token));
    expect(view).toMatchObject({
      applicationId: approved.id,
      documentKey: LICENCE_KEY,
      label: 'State medical licence — IL',
      dateLabel: 'Expiry date',
      expiresOn,
      daysLeft: 30,
      file: { id: oldFiles.riverside, name: 'licence-2025.pdf', mime: 'application/pdf' },
    });
    expect(view.holders).toEqual([
      { applicationId: approved.id, hospitalName: riverside.name, status: 'approved' },
      { applicationId: inReview.id, hospitalName: lakeside.name, status: 'in-review' },
    ]);
  });

  it('renews it in every application holding it, keeps the statuses, and keeps the old copy for the office', async () => {
    const expiresOn = inDays(30);
    const { doctor, approved, inReview, oldFiles } = await doctorWithLicence(expiresOn);
    const fileId = await uploadTo(t, doctor.token, 'profile', 'licence-2029.pdf');
    const officeStream = await openLiveStream(baseUrlOf(t.app), lakesideAdmin.token);
    const result = resultOf<TRenewalResult>(
      await renew(doctor.token, approved.id, { fileId, expiresOn: '2090-03-31' }),
      201,
    );
    // Lakeside's office, following its pages live, hears of the renewal.
    try {
      await officeStream.waitFor(changeOf('renewal', inReview.id));
    } finally {
      officeStream.close();
    }
    expect(result).toMatchObject({ expiresOn: '2090-03-31', previousExpiresOn: expiresOn });
    expect(result.holders.map((holder) => holder.applicationId)).toEqual([approved.id, inReview.id]);

    const [riversideRow] = (await readAnswers(t, doctor.token, approved.responseId))
      .licences as TLicenceRow[];
    const [lakesideRow] = (await readAnswers(t, doctor.token, inReview.responseId)).licences as TLicenceRow[];
    expect(riversideRow).toMatchObject({ licenceCopy: fileId, expiryDate: '2090-03-31' });
    // Lakeside holds a copy of its own.
    expect(lakesideRow.expiryDate).toBe('2090-03-31');
    expect(lakesideRow.licenceCopy).not.toBe(fileId);
    const statuses = await t.db
      .select({ id: applications.id, status: applications.status })
      .from(applications);
    expect(
      statuses
        .filter((row) => [approved.id, inReview.id].includes(row.id))
        .map((row) => row.status)
        .sort(),
    ).toEqual(['approved', 'in-review']);

    // The doctor no longer opens the old copy; each hospital's office still does, and the new one.
    const getFile = (token: string, scope: string, id: string) =>
      send(t.app, 'GET', `/api/gcs/get/${scope}/${id}`, token);
    expect((await getFile(doctor.token, approved.id, oldFiles.riverside)).statusCode).toBe(404);
    expect((await getFile(riversideAdmin.token, approved.id, oldFiles.riverside)).statusCode).toBe(200);
    expect((await getFile(riversideAdmin.token, approved.id, fileId)).statusCode).toBe(200);
    expect((await getFile(lakesideAdmin.token, inReview.id, lakesideRow.licenceCopy ?? '')).statusCode).toBe(
      200,
    );
    expect((await getFile(lakesideAdmin.token, approved.id, fileId)).statusCode).toBe(404);

    const renewals = resultOf<TDocumentRenewalList>(
      await send(t.app, 'GET', `/api/admin/applications/${approved.id}/renewals`, riversideAdmin.token),
    ).data;
    expect(renewals).toEqual([
      expect.objectContaining({
        label: 'State medical licence — IL',
        expiresOn: '2090-03-31',
        previousExpiresOn: expiresOn,
        fileId,
        previousFileId: oldFiles.riverside,
      }),
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, inReview.id), eq(auditLog.action, 'document.renewed')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: doctor.id, after: { expiresOn: '2090-03-31' } });
  });

  it('stops the reminders of the old date: the renewed date starts afresh', async () => {
    const expiresOn = inDays(40);
    const { doctor, approved } = await doctorWithLicence(expiresOn);
    const job = { names: [EXPIRY_REMINDERS_JOB.name] };
    await t.runJobs(noonOf(addDays(expiresOn, -60)), job);
    expect(await mailsTo(t, doctor.email)).toHaveLength(1);
    const fileId = await uploadTo(t, doctor.token, 'profile', 'renewed.pdf');
    resultOf(await renew(doctor.token, approved.id, { fileId, expiresOn: '2090-06-30' }), 201);
    for (const daysBefore of [30, 7, 0]) {
      await t.runJobs(noonOf(addDays(expiresOn, -daysBefore)), job);
    }
    expect((await mailsTo(t, doctor.email)).map((mail) => mail.subject)).toEqual([
      'Your State medical licence — IL expires in 60 days',
    ]);
    await t.runJobs(noonOf('2090-05-01'), job);
    expect((await mailsTo(t, doctor.email)).map((mail) => mail.subject)).toEqual([
      'Your State medical licence — IL expires in 60 days',
      'Your State medical licence — IL expires in 60 days',
    ]);
  });

  it('refuses the new date and the file field by field', async () => {
    const expiresOn = inDays(20);
    const { doctor, approved, oldFiles } = await doctorWithLicence(expiresOn);
    const fileId = await uploadTo(t, doctor.token, 'profile', 'renewed.pdf');
    const fieldsOf = async (body: Record<string, unknown>) =>
      expectError(await renew(doctor.token, approved.id, body), 400).fields;
    expect(await fieldsOf({ fileId, expiresOn: '' })).toEqual({ expiresOn: 'Required' });
    expect(await fieldsOf({ fileId, expiresOn: '2090-02-30' })).toEqual({ expiresOn: 'Invalid Date' });
    expect(await fieldsOf({ fileId, expiresOn: inDays(0) })).toEqual({
      expiresOn: 'Enter a date after today',
    });
    expect(await fieldsOf({ fileId, expiresOn: inDays(10) })).toEqual({
      expiresOn: expect.stringMatching(/^Enter a date after the current expiry date/),
    });
    // The old copy belongs to the application already; another doctor's upload is not theirs.
    const other = await createPerson(t, 'Olga', 'Other');
    const theirs = await uploadTo(t, other.token, 'profile', 'theirs.pdf');
    for (const wrong of [oldFiles.riverside, theirs]) {
      expect(await fieldsOf({ fileId: wrong, expiresOn: '2090-01-01' })).toEqual({
        fileId: 'Upload the renewed document again',
      });
    }
    expectError(await renew(doctor.token, approved.id, { expiresOn: '2090-01-01' }), 400);
    expectError(await renew(doctor.token, approved.id, { fileId: 'abc', expiresOn: '2090-01-01' }), 400);
    expectError(await renew(doctor.token, approved.id, { fileId, expiresOn: '2090-01-01', extra: 1 }), 400);
    // Nothing changed.
    const [row] = (await readAnswers(t, doctor.token, approved.responseId)).licences as TLicenceRow[];
    expect(row.expiryDate).toBe(expiresOn);
  });

  it('lets only the doctor renew their own submitted application’s documents', async () => {
    const { doctor, approved } = await doctorWithLicence(inDays(20));
    const other = await createPerson(t, 'Olga', 'Other');
    const fileId = await uploadTo(t, other.token, 'profile', 'renewed.pdf');
    // Another doctor: as if it did not exist.
    expectNoData(await send(t.app, 'GET', documentUrl(approved.id), other.token), 404);
    expectNoData(await renew(other.token, approved.id, { fileId, expiresOn: '2090-01-01' }), 404);
    // The hospital's office reads the file but never renews for the doctor.
    expectError(await send(t.app, 'GET', documentUrl(approved.id), riversideAdmin.token), 403);
    expectError(await renew(riversideAdmin.token, approved.id, { fileId, expiresOn: '2090-01-01' }), 403);
    expectError(await send(t.app, 'GET', documentUrl(approved.id)), 401);
    // A document that is not there, a key that names nothing, an id that is not one.
    expectError(
      await send(t.app, 'GET', documentUrl(approved.id, 'application:licences.3.licenceCopy'), doctor.token),
      404,
    );
    expectError(await send(t.app, 'GET', documentUrl(approved.id, 'not a key'), doctor.token), 404);
    expectError(await send(t.app, 'GET', documentUrl('nope'), doctor.token), 404);
    expectError(
      await send(t.app, 'GET', `/api/applications/${approved.id}/renewals/document`, doctor.token),
      400,
    );
    // A draft's documents change on its form.
    const elsewhere = await createSeededHospital(t, 'Hillside');
    const draft = await startDraft(t, doctor.token, elsewhere.id);
    await settle(t, draft, { licences: [licence('IL', inDays(20))] }, 'draft');
    expectError(await send(t.app, 'GET', documentUrl(draft.id), doctor.token), 409);
    // The office of another hospital sees none of its renewals.
    expectNoData(
      await send(t.app, 'GET', `/api/admin/applications/${approved.id}/renewals`, lakesideAdmin.token),
      404,
    );
  });
});
