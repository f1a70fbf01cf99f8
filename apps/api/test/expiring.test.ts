import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationDetail, TApplicationSummary, TExpiringDocumentList } from '@docapply/contracts';
import { todayString, type TFormAnswers, type TGroupRow } from '@docapply/rules';
import { applications, files, formResponses, hospitals } from '@/core/db/schema';
import { seedHospitalForms } from '@/core/db/seed-data/seed-forms';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';

/** YYYY-MM-DD `n` days from today (the server's date). */
function inDays(n: number): string {
  return new Date(Date.parse(`${todayString()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

function licence(state: string, expiryDate: string, licenceCopy?: string): TGroupRow {
  const row = { state, licenceNumber: `${state}-${randomBytes(3).toString('hex')}`, expiryDate };
  return licenceCopy ? { ...row, licenceCopy } : row;
}

describe('GET /formsResponse/expiring', () => {
  let t: TTestApp;
  let hospital: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    const suffix = randomBytes(4).toString('hex');
    [hospital] = await t.db
      .insert(hospitals)
      .values({
        name: `Expiry Hospital ${suffix}`,
        slug: `expiry-${suffix}`,
        city: 'Springfield',
        state: 'IL',
        about: 'A hospital for tests.',
      })
      .returning();
    // The real default forms: licences and the insurance face sheet name their expiry dates.
    await seedHospitalForms(t.db, hospital);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A doctor with a draft at the hospital whose application form holds `answers`. */
  async function startWith(answers: (fileId: string) => TFormAnswers) {
    const doctor = await createUserWithToken(t.db, t.config);
    const summary = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: hospital.id }),
      201,
    );
    const [file] = await t.db
      .insert(files)
      .values({
        ownerUserId: doctor.user.id,
        applicationId: summary.id,
        storageKey: randomBytes(16).toString('hex'),
        originalName: 'licence.pdf',
        mime: 'application/pdf',
        size: 1234,
      })
      .returning();
    const detail = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${summary.id}`, doctor.token),
    );
    const responseId = detail.forms.application?.responseId ?? '';
    resultOf(
      await send(t.app, 'PUT', `/api/formsResponse/${responseId}`, doctor.token, {
        answers: answers(file.id),
      }),
    );
    return { ...doctor, applicationId: summary.id, responseId, fileId: file.id };
  }

  async function listExpiring(token: string, query = '') {
    return resultOf<TExpiringDocumentList>(
      await send(t.app, 'GET', `/api/formsResponse/expiring${query}`, token),
    ).data;
  }

  it('lists a licence expiring in 30 days with its file and step, not one expiring in 120 days', async () => {
    const doctor = await startWith((fileId) => ({
      licences: [licence('IL', inDays(30), fileId), licence('NY', inDays(120))],
    }));
    expect(await listExpiring(doctor.token)).toEqual([
      {
        applicationId: doctor.applicationId,
        hospitalId: hospital.id,
        hospitalName: hospital.name,
        label: 'State medical licence — IL',
        expiresOn: inDays(30),
        daysLeft: 30,
        isExpired: false,
        fileId: doctor.fileId,
        section: 'B',
        documentKey: 'application:licences.0.licenceCopy',
        canRenew: false,
      },
    ]);
    const wider = await listExpiring(doctor.token, '?days=150');
    expect(wider.map((d) => [d.label, d.daysLeft])).toEqual([
      ['State medical licence — IL', 30],
      ['State medical licence — NY', 120],
    ]);
    expect(wider[1].fileId).toBeNull();
  });

  it('counts an expiry date without its upload, and lists expired documents first, flagged', async () => {
    const doctor = await startWith(() => ({ insuranceExpiry: inDays(10) }));
    // A past expiry cannot be typed in any more (dates must be in the future), so it is written directly.
    const [row] = await t.db.select().from(formResponses).where(eq(formResponses.id, doctor.responseId));
    await t.db
      .update(formResponses)
      .set({ answers: { ...(row.answers as object), licences: [licence('TX', inDays(-5))] } })
      .where(eq(formResponses.id, doctor.responseId));
    const list = await listExpiring(doctor.token);
    expect(
      list.map(({ label, daysLeft, isExpired, fileId, section }) => ({
        label,
        daysLeft,
        isExpired,
        fileId,
        section,
      })),
    ).toEqual([
      { label: 'State medical licence — TX', daysLeft: -5, isExpired: true, fileId: null, section: 'B' },
      {
        label: 'Certificate of insurance (face sheet)',
        daysLeft: 10,
        isExpired: false,
        fileId: null,
        section: 'C',
      },
    ]);
  });

  it('never shows another doctor’s documents', async () => {
    const mine = await startWith(() => ({ licences: [licence('IL', inDays(20))] }));
    const theirs = await startWith(() => ({ licences: [licence('CA', inDays(5))] }));
    const list = await listExpiring(mine.token);
    expect(list.map((d) => d.applicationId)).toEqual([mine.applicationId]);
    expect((await listExpiring(theirs.token)).map((d) => d.label)).toEqual(['State medical licence — CA']);
  });

  it('keeps submitted applications without a step link, and leaves rejected ones out', async () => {
    const doctor = await startWith(() => ({ licences: [licence('IL', inDays(15))] }));
    await t.db
      .update(applications)
      .set({ status: 'approved' })
      .where(eq(applications.id, doctor.applicationId));
    expect(await listExpiring(doctor.token)).toMatchObject([{ daysLeft: 15, section: null, canRenew: true }]);
    await t.db
      .update(applications)
      .set({ status: 'rejected' })
      .where(eq(applications.id, doctor.applicationId));
    expect(await listExpiring(doctor.token)).toEqual([]);
  });

  it('refuses a missing token (401) and days outside 1..365 (400)', async () => {
    const doctor = await createUserWithToken(t.db, t.config);
    expectError(await send(t.app, 'GET', '/api/formsResponse/expiring'), 401);
    for (const days of ['0', '366', 'soon', '1.5']) {
      expectError(await send(t.app, 'GET', `/api/formsResponse/expiring?days=${days}`, doctor.token), 400);
    }
    expect(await listExpiring(doctor.token, '?days=365')).toEqual([]);
  });
});
