import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  TAdminApplicationReview,
  TAdminQueuePage,
  TAssignApplicationResult,
  THospitalAdminList,
} from '@docapply/contracts';
import { applications, auditLog, users } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, expectNoData, resultOf, send } from './application-fixtures';

/**
 * Assignment: the office gives an application to one of its hospital's administrators, the
 * review and the queue say who, and the trail keeps every change.
 */
describe('assigning an application', () => {
  let t: TTestApp;
  let hospitalId: string;
  let otherHospitalId: string;
  let hana: TPerson;
  let omar: TPerson;
  let elsewhere: TPerson;
  let doctor: TPerson;
  let applicationId: string;
  const updatedAt = new Date('2026-03-02T09:00:00.000Z');

  const assign = (assigneeId: unknown, token = hana.token, id = applicationId) =>
    send(t.app, 'PUT', `/api/admin/applications/${id}/assignee`, token, { assigneeId });

  const auditRows = () =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, applicationId), eq(auditLog.action, 'application.assigned')))
      .orderBy(auditLog.createdAt);

  beforeAll(async () => {
    t = await createTestApp();
    const h = await createHospitalWithForms(t.db);
    const other = await createHospitalWithForms(t.db);
    hospitalId = h.hospital.id;
    otherHospitalId = other.hospital.id;
    hana = await createHospitalAdmin(t, 'Hana', 'Admin', hospitalId);
    omar = await createHospitalAdmin(t, 'Omar', 'Office', hospitalId);
    elsewhere = await createHospitalAdmin(t, 'Elsa', 'Where', otherHospitalId);
    doctor = await createPerson(t, 'Dana', 'Doctor');
    const [row] = await t.db
      .insert(applications)
      .values({ doctorId: doctor.id, hospitalId, status: 'in-review', submittedAt: new Date(), updatedAt })
      .returning();
    applicationId = row.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the hospital's active administrators for the picker, to its administrators only", async () => {
    const disabled = await createHospitalAdmin(t, 'Dora', 'Disabled', hospitalId);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    const url = `/api/admin/hospitals/${hospitalId}/admins`;
    const list = resultOf<THospitalAdminList>(await send(t.app, 'GET', url, hana.token));
    expect(list.data).toEqual([
      { id: hana.id, name: 'Hana Admin', email: hana.email },
      { id: omar.id, name: 'Omar Office', email: omar.email },
    ]);
    // Another hospital's administrator learns nothing, not even that the hospital exists.
    expectNoData(await send(t.app, 'GET', url, elsewhere.token), 404);
    expectNoData(await send(t.app, 'GET', '/api/admin/hospitals/not-a-uuid/admins', hana.token), 404);
    expectError(await send(t.app, 'GET', url, doctor.token), 403, 'FORBIDDEN');
    expectError(await send(t.app, 'GET', url), 401);
  });

  it('assigns to an administrator of the hospital: the review and the queue show who, the trail keeps it', async () => {
    const result = resultOf<TAssignApplicationResult>(await assign(omar.id));
    expect(result).toEqual({ assignee: { id: omar.id, name: 'Omar Office' } });

    const review = resultOf<TAdminApplicationReview>(
      await send(t.app, 'GET', `/api/admin/applications/${applicationId}`, hana.token),
    );
    expect(review.assignee).toEqual({ id: omar.id, name: 'Omar Office' });
    // Bookkeeping, not a change to the application: "Updated" stays.
    expect(review.updatedAt).toBe(updatedAt.toISOString());
    const queue = resultOf<TAdminQueuePage>(
      await send(t.app, 'GET', `/api/admin/applications?hospitalId=${hospitalId}`, hana.token),
    );
    expect(queue.data.find((row) => row.id === applicationId)?.assignee).toEqual({
      id: omar.id,
      name: 'Omar Office',
    });

    const [row] = await auditRows();
    expect(row).toMatchObject({
      actorId: hana.id,
      actorLabel: `Hana Admin <${hana.email}>`,
      entity: 'application',
      entityId: applicationId,
      hospitalId,
      before: { assigneeId: null },
      after: { assigneeId: omar.id },
    });
  });

  it('reassigns, unassigns, and writes nothing when nothing changes', async () => {
    expect(resultOf<TAssignApplicationResult>(await assign(hana.id)).assignee?.name).toBe('Hana Admin');
    expect(resultOf<TAssignApplicationResult>(await assign(hana.id)).assignee?.id).toBe(hana.id);
    expect(resultOf<TAssignApplicationResult>(await assign(null))).toEqual({ assignee: null });
    const rows = await auditRows();
    expect(rows.map((row) => [row.before, row.after])).toEqual([
      [{ assigneeId: null }, { assigneeId: omar.id }],
      [{ assigneeId: omar.id }, { assigneeId: hana.id }],
      [{ assigneeId: hana.id }, { assigneeId: null }],
    ]);
    const review = resultOf<TAdminApplicationReview>(
      await send(t.app, 'GET', `/api/admin/applications/${applicationId}`, omar.token),
    );
    expect(review.assignee).toBeNull();
  });

  it('refuses anyone but an active administrator of this hospital, naming the field', async () => {
    const [disabled] = await t.db.select().from(users).where(eq(users.firstName, 'Dora'));
    const platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    for (const id of [
      elsewhere.id,
      doctor.id,
      platform.id,
      disabled.id,
      '0b7f1d5e-3f43-4f4e-9a43-6d1c2b1a0000',
    ]) {
      const error = expectError(await assign(id), 400, 'VALIDATION');
      expect(error.fields).toEqual({ assigneeId: 'Choose an administrator of this hospital.' });
    }
    for (const body of [{ assigneeId: 'abc' }, { assigneeId: 42 }, {}, { assigneeId: null, extra: 1 }]) {
      const response = await send(
        t.app,
        'PUT',
        `/api/admin/applications/${applicationId}/assignee`,
        hana.token,
        body,
      );
      expectError(response, 400, 'VALIDATION');
    }
    const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row.assigneeId).toBeNull();
  });

  it("hides another hospital's application and refuses the doctor and the platform administrator", async () => {
    expectNoData(await assign(elsewhere.id, elsewhere.token), 404);
    expectNoData(await assign(hana.id, hana.token, '0b7f1d5e-3f43-4f4e-9a43-6d1c2b1a0000'), 404);
    expectNoData(await assign(hana.id, hana.token, 'nope'), 404);
    expectError(await assign(hana.id, doctor.token), 403, 'FORBIDDEN');
    const platform = await createPerson(t, 'Paula', 'Platform', ['platform_admin']);
    expectError(await assign(hana.id, platform.token), 403, 'FORBIDDEN');
    const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row.assigneeId).toBeNull();
  });
});
