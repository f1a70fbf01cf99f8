import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  TAdminFormList,
  TAdminQueuePage,
  TApplicationSearchResult,
  TApplicationSummary,
} from '@docapply/contracts';
import { applications, hospitalAdmins } from '@/core/db/schema';
import { createUserWithToken } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  COMPLETE_APPLICATION_ANSWERS,
  createHospitalWithForms,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';

const MAX_STATEMENTS = 3;

/**
 * What a list costs the database: a fixed number of statements whatever its rows' states (drafts
 * with answers, privileges and references, reopened ones, submitted ones), and progress that is
 * read from the row yet follows every change.
 */
describe('the cost of a list', () => {
  let t: TTestApp;
  const hospitals: TTestHospital[] = [];
  let doctor: Awaited<ReturnType<typeof createUserWithToken>>;
  let adminToken: string;
  const created: TApplicationSummary[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    doctor = await createUserWithToken(t.db, t.config);
    const admin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    adminToken = admin.token;
    for (let i = 0; i < 4; i++) {
      const hospital = await createHospitalWithForms(t.db);
      hospitals.push(hospital);
      await t.db.insert(hospitalAdmins).values({ hospitalId: hospital.hospital.id, userId: admin.user.id });
      created.push(
        resultOf<TApplicationSummary>(
          await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: hospital.hospital.id }),
          201,
        ),
      );
    }
    // A draft with answers and a privilege, one reopened by the hospital, one submitted.
    const detail = resultOf<{
      forms: { application?: { responseId: string }; survey?: { responseId: string } };
    }>(await send(t.app, 'GET', `/api/applicationDatas/${created[0].id}`, doctor.token));
    await send(t.app, 'PUT', `/api/formsResponse/${detail.forms.application?.responseId}`, doctor.token, {
      answers: COMPLETE_APPLICATION_ANSWERS,
    });
    await send(t.app, 'PUT', `/api/formsResponse/${detail.forms.survey?.responseId}`, doctor.token, {
      answers: { unit: 'Cardiology ward' },
    });
    const privilege = resultOf<{ formResponseId: string }>(
      await send(t.app, 'POST', '/api/privileges', doctor.token, {
        applicationId: created[0].id,
        privilegeId: hospitals[0].privileges.cath.id,
      }),
      201,
    );
    await send(t.app, 'PUT', `/api/formsResponse/${privilege.formResponseId}`, doctor.token, {
      answers: { cases: '60' },
    });
    const submittedAt = new Date();
    await t.db
      .update(applications)
      .set({ status: 'information-requested', submittedAt })
      .where(eq(applications.id, created[1].id));
    await t.db
      .update(applications)
      .set({ status: 'applied', submittedAt })
      .where(eq(applications.id, created[2].id));
  });
  afterAll(async () => {
    await t.close();
  });

  const search = () => send(t.app, 'GET', '/api/applications/search?pageSize=20', doctor.token);

  it("reads the doctor's list in at most 3 statements, with each draft's progress", async () => {
    await search(); // A row stored before progress was kept computes it once, then never again.
    let response = await search();
    const statements = await t.captureStatements(async () => {
      response = await search();
    });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
    const list = resultOf<TApplicationSearchResult>(response);
    expect(list.total).toBe(4);
    const byId = new Map(list.data.map((row) => [row.id, row]));
    // Answers and a privilege count: the first draft is further along than an untouched one.
    expect(byId.get(created[0].id)?.percent).toBeGreaterThan(byId.get(created[3].id)?.percent ?? 100);
    expect(byId.get(created[2].id)).toMatchObject({ status: 'applied', percent: 100 });
    expect(byId.get(created[3].id)?.nextAction).toMatch(/^Complete your application: Application section A/);
  });

  it('follows a change in the list at once: a removed privilege lowers the progress', async () => {
    const before = resultOf<TApplicationSearchResult>(await search()).data.find(
      (r) => r.id === created[0].id,
    );
    const picked = resultOf<{ data: { formResponseId: string | null }[] }>(
      await send(t.app, 'GET', `/api/privileges?applicationId=${created[0].id}`, doctor.token),
    ).data;
    expect(picked).toHaveLength(1);
    // The spec removes a picked privilege through its form response.
    const removed = await send(
      t.app,
      'DELETE',
      `/api/formsResponse/${picked[0].formResponseId}`,
      doctor.token,
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const after = resultOf<TApplicationSearchResult>(await search()).data.find((r) => r.id === created[0].id);
    expect(before?.nextAction).toMatch(/^Complete your application: References: 0 of 2/);
    expect(after?.percent).toBeLessThan(before?.percent ?? 0);
    expect(after?.nextAction).toContain('Privileges: pick at least one privilege');
  });

  it("gives the doctor's list its total on every page, past the end and for no match too", async () => {
    const page = async (query: string) =>
      resultOf<TApplicationSearchResult>(
        await send(t.app, 'GET', `/api/applications/search?${query}`, doctor.token),
      );
    expect(await page('page=2&pageSize=3')).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect((await page('page=2&pageSize=3')).data).toHaveLength(1);
    expect(await page('page=5&pageSize=3')).toMatchObject({ data: [], total: 4, page: 5 });
    expect(await page('status=approved')).toMatchObject({ data: [], total: 0 });
    expect(await page('status=applied,information-requested')).toMatchObject({ total: 2 });
  });

  it("reads the admin's queue and counts in at most 3 statements, with and without a search", async () => {
    const urls = [
      '/api/admin/applications?limit=1',
      '/api/admin/applications?status=applied,information-requested',
      '/api/admin/applications?q=test',
      '/api/admin/applications/counts',
    ];
    for (const url of urls) {
      const statements = await t.captureStatements(() => send(t.app, 'GET', url, adminToken));
      expect(statements.length, `${url}\n${statements.join('\n')}`).toBeLessThanOrEqual(MAX_STATEMENTS);
    }
    const first = resultOf<TAdminQueuePage>(await send(t.app, 'GET', urls[0], adminToken));
    expect(first.total).toBe(2);
    const next = await t.captureStatements(() =>
      send(t.app, 'GET', `${urls[0]}&cursor=${first.nextCursor}`, adminToken),
    );
    expect(next.length).toBeLessThanOrEqual(2);
    // A search's next page too: whichever plan the statement picks, it stays one statement.
    const searched = resultOf<TAdminQueuePage>(await send(t.app, 'GET', `${urls[2]}&limit=1`, adminToken));
    expect(searched.nextCursor).toBeTruthy();
    const searchNext = await t.captureStatements(() =>
      send(t.app, 'GET', `${urls[2]}&limit=1&cursor=${searched.nextCursor}`, adminToken),
    );
    expect(searchNext.length, searchNext.join('\n')).toBe(next.length);
    // The first page's total, with a search or without, rides in the page's own statement.
    for (const url of urls.slice(0, 3)) {
      const firstPage = await t.captureStatements(() => send(t.app, 'GET', url, adminToken));
      expect(firstPage.length, `${url}\n${firstPage.join('\n')}`).toBe(next.length);
    }
  });

  it("reads a hospital's form list in at most 3 statements, with the applications per version", async () => {
    const url = `/api/admin/forms?hospitalId=${hospitals[0].hospital.id}`;
    let response = await send(t.app, 'GET', url, adminToken);
    const statements = await t.captureStatements(async () => {
      response = await send(t.app, 'GET', url, adminToken);
    });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
    const usage = new Map(resultOf<TAdminFormList>(response).data.map((form) => [form.key, form.usage]));
    expect(usage.get('application')).toEqual([{ version: 1, applications: 1 }]);
    expect(usage.get('privilege-echo')).toEqual([]);
  });
});
