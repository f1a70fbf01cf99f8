import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminExpiringList } from '@docapply/contracts';
import { hospitalAdmins } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';
import { createSeededHospital, inDays, licence, settle, startDraft } from './renewal-fixtures';
import { readAttachment } from './helpers/attachment';

describe("the office's expiring and expired documents", () => {
  let t: TTestApp;
  let riverside: { id: string; name: string };
  let lakeside: { id: string; name: string };
  let riversideAdmin: TPerson;
  let lakesideAdmin: TPerson;
  let bothAdmin: TPerson;
  let doctor: TPerson;
  let ids: Record<'riverside' | 'lakeside', string>;

  beforeAll(async () => {
    t = await createTestApp();
    riverside = await createSeededHospital(t, 'Riverside');
    lakeside = await createSeededHospital(t, 'Lakeside');
    riversideAdmin = await createHospitalAdmin(t, 'Ada', 'Office', riverside.id);
    lakesideAdmin = await createHospitalAdmin(t, 'Lee', 'Office', lakeside.id);
    bothAdmin = await createHospitalAdmin(t, 'Bo', 'Both', riverside.id);
    await t.db.insert(hospitalAdmins).values({ hospitalId: lakeside.id, userId: bothAdmin.id });
    doctor = await createPerson(t, 'Dana', 'Doe');
    const atRiverside = await startDraft(t, doctor.token, riverside.id);
    await settle(
      t,
      atRiverside,
      {
        licences: [licence('IL', inDays(45)), licence('NY', inDays(-3)), licence('CA', inDays(200))],
        insuranceExpiry: inDays(80),
      },
      'approved',
    );
    const atLakeside = await startDraft(t, doctor.token, lakeside.id);
    await settle(t, atLakeside, { licences: [licence('TX', inDays(10))] }, 'applied');
    // A draft is the doctor's alone: never on the office's list.
    const drafting = await createPerson(t, 'Drew', 'Draft');
    await settle(
      t,
      await startDraft(t, drafting.token, riverside.id),
      { licences: [licence('IL', inDays(5))] },
      'draft',
    );
    ids = { riverside: atRiverside.id, lakeside: atLakeside.id };
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (admin: TPerson, query = '') =>
    resultOf<TAdminExpiringList>(await send(t.app, 'GET', `/api/admin/expiring${query}`, admin.token));

  it("lists its own hospital's documents within the window, expired first, with the doctor and status", async () => {
    const { hospitals, data } = await list(riversideAdmin);
    expect(hospitals).toEqual([{ id: riverside.id, name: riverside.name }]);
    expect(data.map((row) => [row.label, row.daysLeft, row.status, row.applicationId])).toEqual([
      ['State medical licence — NY', -3, 'approved', ids.riverside],
      ['State medical licence — IL', 45, 'approved', ids.riverside],
    ]);
    expect(data[0].doctor).toEqual({ id: doctor.id, name: 'Dana Doe', email: doctor.email });
    const wider = await list(riversideAdmin, '?days=90');
    expect(wider.data.map((row) => row.label)).toEqual([
      'State medical licence — NY',
      'State medical licence — IL',
      'Certificate of insurance (face sheet)',
    ]);
    const narrower = await list(riversideAdmin, '?days=30');
    expect(narrower.data.map((row) => row.label)).toEqual(['State medical licence — NY']);
  });

  it("never shows another hospital's documents", async () => {
    expect((await list(lakesideAdmin)).data.map((row) => row.label)).toEqual(['State medical licence — TX']);
    expect((await list(lakesideAdmin, `?hospitalId=${riverside.id}`)).data).toEqual([]);
    const both = await list(bothAdmin);
    expect(both.hospitals.map((hospital) => hospital.id).sort()).toEqual([riverside.id, lakeside.id].sort());
    expect(both.data.map((row) => row.label)).toEqual([
      'State medical licence — NY',
      'State medical licence — TX',
      'State medical licence — IL',
    ]);
    expect((await list(bothAdmin, `?hospitalId=${lakeside.id}`)).data.map((row) => row.hospitalName)).toEqual(
      [lakeside.name],
    );
  });

  it('exports the same rows as CSV, and nothing of another hospital', async () => {
    const response = await send(t.app, 'GET', '/api/admin/expiring/export?days=60', riversideAdmin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(readAttachment(response.headers['content-disposition'])).toMatchObject({
      type: 'attachment',
      filename: expect.stringMatching(/^expiring-documents-/),
    });
    const rows = parse(response.body, { bom: true }) as string[][];
    expect(rows).toEqual([
      ['Doctor', 'Email', 'Hospital', 'Document', 'Expires on', 'Days left', 'Application status'],
      ['Dana Doe', doctor.email, riverside.name, 'State medical licence — NY', inDays(-3), '-3', 'Approved'],
      ['Dana Doe', doctor.email, riverside.name, 'State medical licence — IL', inDays(45), '45', 'Approved'],
    ]);
    const other = await send(
      t.app,
      'GET',
      `/api/admin/expiring/export?hospitalId=${riverside.id}`,
      lakesideAdmin.token,
    );
    expect(parse(other.body, { bom: true })).toEqual([
      ['Doctor', 'Email', 'Hospital', 'Document', 'Expires on', 'Days left', 'Application status'],
    ]);
  });

  it('refuses doctors, platform administrators and windows other than 30, 60 or 90 days', async () => {
    const platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    for (const url of ['/api/admin/expiring', '/api/admin/expiring/export']) {
      expectError(await send(t.app, 'GET', url), 401);
      expectError(await send(t.app, 'GET', url, doctor.token), 403);
      expectError(await send(t.app, 'GET', url, platform.token), 403);
      for (const query of ['?days=45', '?days=soon', '?hospitalId=abc', '?other=1']) {
        expectError(await send(t.app, 'GET', `${url}${query}`, riversideAdmin.token), 400);
      }
    }
  });
});
