import { and, eq } from 'drizzle-orm';
import type { Bundle, PractitionerRole } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminApplicationReview,
  TAppointment,
  TApplicationDetail,
  TDoctorAppointmentList,
  TWebhookEndpointWithSecret,
} from '@docapply/contracts';
import { createAppContext } from '@/compose';
import { runChange } from '@/core/change';
import { runAsSystem } from '@/core/context';
import { appointments, auditLog, privilegeSuspensions, users, webhookDeliveries } from '@/core/db/schema';
import { suspendPrivileges } from '@/modules/privilege-suspensions/suspend';
import { expectError } from './helpers/auth';
import { grantStepUp } from './helpers/factors';
import { createHospitalAdmin, createPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { startWebhookReceiver, type TWebhookReceiver } from './helpers/webhook-receiver';
import { createHospitalWithForms, resultOf, send } from './application-fixtures';
import { createApprovedApplication } from './appointment-fixtures';
import { createApiToken, entriesOf, fhirGet } from './fhir-fixtures';
import { readFeedCsv, readFeedRows, readRole } from './privileges-feed-fixtures';
import { baseUrlOf, changeOf, openLiveStream } from './live-fixtures';
import { mailsTo } from './submission-fixtures';

describe('privilege suspension', () => {
  let t: TTestApp;
  const receivers: TWebhookReceiver[] = [];

  beforeAll(async () => {
    // Webhook receivers on 127.0.0.1; a real address for the live streams.
    t = await createTestApp({ env: { EGRESS_ALLOW_PRIVATE: 'true' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await t?.close();
  });

  /**
   * A hospital of its own with its admin, a webhook endpoint and an API token reading the feed and
   * FHIR; a practitioner appointed there with admitting and (written straight) catheterisation.
   */
  async function setUp(name = 'Amy') {
    const h = await createHospitalWithForms(t.db, { minReferences: 1 });
    const admin = await createHospitalAdmin(t, 'Olive', 'Office', h.hospital.id);
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const created = resultOf<TWebhookEndpointWithSecret>(
      await send(t.app, 'POST', `/api/admin/hospitals/${h.hospital.id}/webhooks`, admin.token, {
        url: receiver.url,
        events: ['privilege.suspended', 'privilege.reinstated'],
      }),
      201,
    );
    receiver.setSecret(created.secret);
    const { token } = await createApiToken(t, admin, h.hospital.id, ['privileges:read', 'fhir:read']);
    const doctor = await createPerson(t, name, 'Surgeon');
    const approved = await createApprovedApplication(t, {
      doctor,
      admin,
      hospital: h,
      name: `${name} Surgeon`,
    });
    const [appointment] = await t.db
      .update(appointments)
      .set({ privilegeIds: [h.privileges.admitting.id, h.privileges.cath.id] })
      .where(eq(appointments.applicationId, approved.id))
      .returning();
    return { h, admin, receiver, token, doctor, applicationId: approved.id, appointment };
  }

  const suspensionsPath = (applicationId: string) =>
    `/api/admin/applications/${applicationId}/privilege-suspensions`;

  async function suspend(
    applicationId: string,
    token: string,
    body: Record<string, unknown>,
    { signed = true }: { signed?: boolean } = {},
  ) {
    if (signed) {
      await grantStepUp(t, token);
    }
    return send(t.app, 'POST', suspensionsPath(applicationId), token, body);
  }

  async function reinstate(applicationId: string, suspensionId: string, token: string, note: string) {
    await grantStepUp(t, token);
    return send(t.app, 'POST', `${suspensionsPath(applicationId)}/${suspensionId}/reinstate`, token, {
      note,
    });
  }

  const feedOf = (token: string) => readFeedRows(t, token);
  const csvOf = (token: string) => readFeedCsv(t, token);
  const roleOf = (token: string, appointmentId: string) => readRole(t, token, appointmentId);
  const deliver = () => t.runJobs(new Date(), { names: ['webhook-deliveries'] });

  it('suspends a privilege at once: the feed, the signed webhook, FHIR, the mail, the audit, both views and the live event; reinstating undoes each', async () => {
    const { h, admin, receiver, token, doctor, applicationId, appointment } = await setUp();
    const officeStream = await openLiveStream(baseUrlOf(t.app), admin.token);
    const doctorStream = await openLiveStream(baseUrlOf(t.app), doctor.token);
    let suspended: TAppointment;
    try {
      suspended = resultOf<TAppointment>(
        await suspend(applicationId, admin.token, {
          privilegeIds: [h.privileges.cath.id],
          reason: 'Two sentinel events under review by the MEC',
          practitionerNote: 'Pending the review of recent cases.',
        }),
        201,
      );
      await officeStream.waitFor(changeOf('privilege-suspension', applicationId));
      await doctorStream.waitFor(changeOf('privilege-suspension', applicationId));
    } finally {
      officeStream.close();
      doctorStream.close();
    }
    const cath = suspended.privileges.find((privilege) => privilege.id === h.privileges.cath.id);
    expect(cath?.suspension).toMatchObject({
      reason: 'Two sentinel events under review by the MEC',
      practitionerNote: 'Pending the review of recent cases.',
      suspendedBy: 'Olive Office',
    });
    expect(suspended.privileges.find((p) => p.id === h.privileges.admitting.id)?.suspension).toBeUndefined();

    // The feed lists it as suspended (JSON and CSV); the other privilege stays active.
    const rows = await feedOf(token);
    expect(rows.map((row) => [row.privilegeName, row.status]).sort()).toEqual([
      ['Admitting', 'active'],
      ['Cardiac catheterisation', 'suspended'],
    ]);
    const csv = await csvOf(token);
    expect(csv.find((row) => row.privilege_code === h.privileges.cath.key)?.status).toBe('suspended');

    // One signed webhook, the privilege as the feed shows it.
    await deliver();
    await receiver.waitFor(1);
    const [event] = receiver.verified();
    expect(event).toMatchObject({
      type: 'privilege.suspended',
      hospitalId: h.hospital.id,
      data: { practitionerId: doctor.id, privilegeCode: h.privileges.cath.key, status: 'suspended' },
    });

    // FHIR: the role no longer lists the code, and stays active for admitting.
    expect(await roleOf(token, appointment.id)).toMatchObject({ active: true });
    expect((await roleOf(token, appointment.id)).codes).not.toContain(h.privileges.cath.key);
    expect((await roleOf(token, appointment.id)).codes).toContain(h.privileges.admitting.key);

    // The practitioner is mailed the office's note, never its reason.
    const mail = (await mailsTo(t, doctor.email)).at(-1)!;
    expect(mail.subject).toBe(`Privileges suspended at ${h.hospital.name}`);
    expect(mail.text).toContain('- Cardiac catheterisation');
    expect(mail.text).toContain('Pending the review of recent cases.');
    expect(mail.text).not.toContain('sentinel');

    // Their views show the suspension and the note; the reason and its author are the office's.
    const detail = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${applicationId}`, doctor.token),
    );
    const seen = detail.appointment?.privileges.find((p) => p.id === h.privileges.cath.id)?.suspension;
    expect(seen).toMatchObject({ practitionerNote: 'Pending the review of recent cases.', reason: null });
    expect(seen?.suspendedBy).toBeNull();
    const list = resultOf<TDoctorAppointmentList>(
      await send(t.app, 'GET', '/api/appointments', doctor.token),
    );
    expect(list.data[0].privileges.find((p) => p.id === h.privileges.cath.id)?.suspension?.reason).toBeNull();
    const review = resultOf<TAdminApplicationReview>(
      await send(t.app, 'GET', `/api/admin/applications/${applicationId}`, admin.token),
    );
    expect(
      review.appointment?.privileges.find((p) => p.id === h.privileges.cath.id)?.suspension?.reason,
    ).toBe('Two sentinel events under review by the MEC');

    // The audit row names the office's admin and the reason.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, applicationId), eq(auditLog.entity, 'privilege_suspension')));
    expect(audits.map((row) => [row.action, row.actorId])).toEqual([['privilege.suspended', admin.id]]);

    // Reinstated: the webhook, the feed, FHIR and the mail follow; the row keeps both acts.
    const reinstated = resultOf<TAppointment>(
      await reinstate(applicationId, cath!.suspension!.id, admin.token, 'The MEC review found no concern'),
    );
    expect(reinstated.privileges.every((privilege) => !privilege.suspension)).toBe(true);
    expect((await feedOf(token)).map((row) => row.status)).toEqual(['active', 'active']);
    expect((await roleOf(token, appointment.id)).codes).toContain(h.privileges.cath.key);
    await deliver();
    await receiver.waitFor(2);
    expect(receiver.verified().map((payload) => [payload.type, payload.data?.status])).toEqual([
      ['privilege.suspended', 'suspended'],
      ['privilege.reinstated', 'active'],
    ]);
    expect((await mailsTo(t, doctor.email)).at(-1)?.subject).toBe(
      `Privileges reinstated at ${h.hospital.name}`,
    );
    const [kept] = await t.db
      .select()
      .from(privilegeSuspensions)
      .where(eq(privilegeSuspensions.id, cath!.suspension!.id));
    expect(kept).toMatchObject({
      reason: 'Two sentinel events under review by the MEC',
      suspendedBy: admin.id,
      reinstatedBy: admin.id,
      reinstateNote: 'The MEC review found no concern',
    });
    const [, last] = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, applicationId), eq(auditLog.entity, 'privilege_suspension')))
      .orderBy(auditLog.createdAt);
    expect(last.action).toBe('privilege.reinstated');
    // The appointment's grant was never rewritten.
    const [after] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(after.privilegeIds).toEqual(appointment.privilegeIds);
  });

  it('makes the FHIR role inactive when every privilege is suspended', async () => {
    const { h, admin, token, applicationId, appointment } = await setUp('Ben');
    resultOf(
      await suspend(applicationId, admin.token, {
        privilegeIds: [h.privileges.admitting.id, h.privileges.cath.id],
        reason: 'Precautionary suspension pending investigation',
      }),
      201,
    );
    const role = await roleOf(token, appointment.id);
    expect(role.active).toBe(false);
    expect(role.codes).not.toContain(h.privileges.admitting.key);
    expect(role.codes).not.toContain(h.privileges.cath.key);
    const active = await fhirGet<Bundle<PractitionerRole>>(t, 'PractitionerRole?active=true', token);
    expect(entriesOf(active.body).map((role) => role.id)).not.toContain(appointment.id);
  });

  it('refuses another hospital’s admin (404), the practitioner (403), a missing signature, a reason left out, a privilege not held and one already suspended', async () => {
    const { h, admin, doctor, applicationId } = await setUp('Cy');
    const other = await createHospitalWithForms(t.db, { minReferences: 1 });
    const otherAdmin = await createHospitalAdmin(t, 'Otto', 'Elsewhere', other.hospital.id);
    const body = { privilegeIds: [h.privileges.cath.id], reason: 'Under review' };

    expectError(await suspend(applicationId, otherAdmin.token, body), 404);
    expectError(await suspend(applicationId, doctor.token, body), 403);
    expectError(await suspend(applicationId, admin.token, body, { signed: false }), 403, 'STEP_UP_REQUIRED');
    const noReason = expectError(await suspend(applicationId, admin.token, { ...body, reason: ' ' }), 400);
    expect(noReason.fields).toHaveProperty('reason');
    const notHeld = expectError(
      await suspend(applicationId, admin.token, { ...body, privilegeIds: [h.privileges.echo.id] }),
      400,
    );
    expect(notHeld.message).toBe('This practitioner does not hold that privilege by this appointment');

    const done = resultOf<TAppointment>(await suspend(applicationId, admin.token, body), 201);
    const again = expectError(await suspend(applicationId, admin.token, body), 409);
    expect(again.message).toBe('This privilege is already suspended');

    const suspensionId = done.privileges.find((p) => p.suspension)!.suspension!.id;
    expectError(await reinstate(applicationId, suspensionId, otherAdmin.token, 'Done'), 404);
    expectError(await reinstate(applicationId, suspensionId, doctor.token, 'Done'), 403);
    resultOf(await reinstate(applicationId, suspensionId, admin.token, 'Done'));
    expectError(await reinstate(applicationId, suspensionId, admin.token, 'Done'), 409);
    expectError(await reinstate(applicationId, 'not-an-id', admin.token, 'Done'), 404);
  });

  it('sends nothing for a suspension whose change rolled back', async () => {
    const { h, admin, receiver, doctor, applicationId } = await setUp('Rex');
    await grantStepUp(t, admin.token);
    const [adminRow] = await t.db.select().from(users).where(eq(users.id, admin.id));
    const ctx = createAppContext({ config: t.config, db: t.db, log: t.app.log });
    await expect(
      runAsSystem(ctx, 'test:rollback', () =>
        runChange(async (change) => {
          await suspendPrivileges({ ...ctx, db: change.tx }, adminRow, {
            applicationId,
            body: { privilegeIds: [h.privileges.cath.id], reason: 'Rolled back' },
          });
          throw new Error('The change failed after the suspension');
        }),
      ),
    ).rejects.toThrow('The change failed after the suspension');
    await deliver();
    expect(receiver.received).toHaveLength(0);
    expect(
      await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.hospitalId, h.hospital.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(privilegeSuspensions).where(eq(privilegeSuspensions.doctorId, doctor.id)),
    ).toEqual([]);
    expect((await mailsTo(t, doctor.email)).map((mail) => mail.subject)).not.toContain(
      `Privileges suspended at ${h.hospital.name}`,
    );
    await ctx.mailer.stop();
    await ctx.live.close();
  });
});
