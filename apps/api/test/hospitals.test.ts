import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  THospital,
  THospitalPreview,
  THospitalWithApplication,
  TApplicationSummary,
} from '@docapply/contracts';
import { hospitalAdmins } from '@/core/db/schema';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { PLATFORM_ADMIN_EMAIL } from './helpers/constants';
import {
  createHospitalWithForms,
  expectNoData,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';

describe('hospitals', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let closed: TTestHospital;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db, { minReferences: 4 });
    closed = await createHospitalWithForms(t.db, { isOpen: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the open hospitals by name', async () => {
    const { token } = await createUserWithToken(t.db, t.config);
    const { data } = resultOf<{ data: THospital[] }>(await send(t.app, 'GET', '/api/hospitals/all', token));
    const names = data.map((x) => x.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Riverside General Hospital');
    expect(data.find((x) => x.id === h.hospital.id)).toEqual({
      id: h.hospital.id,
      name: h.hospital.name,
      city: 'Springfield',
      state: 'IL',
      about: 'A hospital for tests.',
      isOpen: true,
      minReferences: 4,
    });
    expect(data.some((x) => x.id === closed.hospital.id)).toBe(false);
  });

  it('shows each hospital with this doctor’s latest application there', async () => {
    const { token } = await createUserWithToken(t.db, t.config);
    const list = async () =>
      resultOf<{ data: THospitalWithApplication[] }>(
        await send(t.app, 'GET', '/api/hospitals/all/hospitals/with/application', token),
      ).data;
    expect((await list()).every((x) => x.application === null)).toBe(true);
    const created = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', token, { hospitalId: h.hospital.id }),
      201,
    );
    const entry = (await list()).find((x) => x.id === h.hospital.id);
    expect(entry?.application).toMatchObject({
      id: created.id,
      status: 'draft',
      hospitalName: h.hospital.name,
    });
  });

  it('previews what applying takes', async () => {
    const { token } = await createUserWithToken(t.db, t.config);
    const preview = resultOf<THospitalPreview>(
      await send(t.app, 'GET', `/api/hospitals/preview?hospitalId=${h.hospital.id}`, token),
    );
    expect(preview.hospital.id).toBe(h.hospital.id);
    expect(preview.requirements).toEqual({
      sections: [
        { key: 'A', title: 'Identity and contact' },
        { key: 'B', title: 'Education, training and licensure' },
        { key: 'C', title: 'Practice history' },
        { key: 'D', title: 'Disclosures and attestation' },
      ],
      surveyTitle: 'Staff survey',
      minReferences: 4,
      needsCoverage: true,
      departments: ['Cardiology', 'Internal Medicine'],
    });
    expectError(
      await send(
        t.app,
        'GET',
        '/api/hospitals/preview?hospitalId=00000000-0000-4000-8000-000000000000',
        token,
      ),
      404,
    );
    const bad = expectError(await send(t.app, 'GET', '/api/hospitals/preview?hospitalId=1', token), 400);
    expect(bad.fields).toEqual({ hospitalId: 'Invalid hospital' });
  });

  it('gives the admin addresses only to its applicants, its admins and the platform admin', async () => {
    const { user: admin, token: adminToken } = await createUserWithToken(t.db, t.config, {
      roles: ['hospital_admin'],
    });
    await t.db.insert(hospitalAdmins).values({ hospitalId: h.hospital.id, userId: admin.id });
    const url = `/api/hospitals/hospitalAdmin/${h.hospital.id}`;

    const stranger = await createUserWithToken(t.db, t.config);
    expectNoData(await send(t.app, 'GET', url, stranger.token), 403);
    const otherAdmin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    expectNoData(await send(t.app, 'GET', url, otherAdmin.token), 403);

    const applicant = await createUserWithToken(t.db, t.config);
    await send(t.app, 'POST', '/api/applications', applicant.token, { hospitalId: h.hospital.id });
    expect(resultOf<{ data: string[] }>(await send(t.app, 'GET', url, applicant.token)).data).toEqual([
      admin.email,
    ]);
    expect(resultOf<{ data: string[] }>(await send(t.app, 'GET', url, adminToken)).data).toEqual([
      admin.email,
    ]);
    const platform = await createUserWithToken(t.db, t.config, { roles: ['platform_admin'] });
    expect(resultOf<{ data: string[] }>(await send(t.app, 'GET', url, platform.token)).data).not.toContain(
      PLATFORM_ADMIN_EMAIL,
    );
    expectError(
      await send(
        t.app,
        'GET',
        '/api/hospitals/hospitalAdmin/00000000-0000-4000-8000-000000000000',
        platform.token,
      ),
      404,
    );
  });
});
