import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TTemporaryPrivilegeGrant,
  TWebhookEndpoint,
  TWebhookEndpointList,
  TWebhookEndpointWithSecret,
  TWebhookPayload,
} from '@docapply/contracts';
import { createAppContext } from '@/compose';
import { runChange } from '@/core/change';
import { runAsSystem } from '@/core/context';
import { applicationPrivileges, applications, appointments, webhookDeliveries } from '@/core/db/schema';
import { deliverDueWebhooks } from '@/modules/privileges-feed/deliver';
import { expectError } from './helpers/auth';
import { grantStepUp } from './helpers/factors';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { startWebhookReceiver, type TWebhookReceiver } from './helpers/webhook-receiver';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';
import { addDays, createApprovedApplication, noonOf } from './appointment-fixtures';
import { upholdFppeRestriction } from './privileges-feed-fixtures';

const ALL_EVENTS = ['privilege.granted', 'privilege.changed', 'privilege.expired', 'privilege.ended'];
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('privileges webhooks (issue 42)', () => {
  let t: TTestApp;
  const receivers: TWebhookReceiver[] = [];

  beforeAll(async () => {
    // The receivers run on 127.0.0.1, a local address: the operator's setting lets the server reach them.
    t = await createTestApp({ env: { EGRESS_ALLOW_PRIVATE: 'true' } });
  });
  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await t?.close();
  });

  /** A hospital of its own (its endpoints hear only its changes) and its admin. */
  async function setUpHospital() {
    const h = await createHospitalWithForms(t.db, { minReferences: 1 });
    const admin = await createHospitalAdmin(t, 'Olive', 'Office', h.hospital.id);
    return { h, admin };
  }

  const endpointsPath = (hospitalId: string) => `/api/admin/hospitals/${hospitalId}/webhooks`;

  /** An endpoint pointing at a new receiver that checks signatures with the secret the API showed. */
  async function connect(h: TTestHospital, admin: TPerson, events: string[] = ALL_EVENTS) {
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const created = resultOf<TWebhookEndpointWithSecret>(
      await send(t.app, 'POST', endpointsPath(h.hospital.id), admin.token, { url: receiver.url, events }),
      201,
    );
    receiver.setSecret(created.secret);
    return { receiver, endpoint: created.endpoint, secret: created.secret };
  }

  const listEndpoints = async (hospitalId: string, token: string) =>
    resultOf<TWebhookEndpointList>(await send(t.app, 'GET', endpointsPath(hospitalId), token)).data;
  const sendTest = (hospitalId: string, endpointId: string, token: string) =>
    send(t.app, 'POST', `${endpointsPath(hospitalId)}/${endpointId}/test`, token);
  const deliver = (now: Date) => t.runJobs(now, { names: ['webhook-deliveries'] });

  it('lets a hospital admin add an endpoint, shows its secret once, and keeps other hospitals and doctors out', async () => {
    const { h, admin } = await setUpHospital();
    const other = await setUpHospital();
    const doctor = await createPerson(t, 'Dana', 'Doe');
    const created = resultOf<TWebhookEndpointWithSecret>(
      await send(t.app, 'POST', endpointsPath(h.hospital.id), admin.token, {
        url: 'https://scheduling.example.org/hooks',
        events: ['privilege.granted', 'privilege.expired'],
      }),
      201,
    );
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.endpoint).toMatchObject({
      url: 'https://scheduling.example.org/hooks',
      events: ['privilege.granted', 'privilege.expired'],
      isActive: true,
      health: 'new',
      deliveries: [],
    });
    const listed = await listEndpoints(h.hospital.id, admin.token);
    expect(listed.map((endpoint) => endpoint.id)).toEqual([created.endpoint.id]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    // Bad addresses and no events are the form's field errors.
    for (const url of ['ftp://example.org/x', 'not a url', 'https://user:pw@example.org/x']) {
      const refused = await send(t.app, 'POST', endpointsPath(h.hospital.id), admin.token, {
        url,
        events: ['privilege.granted'],
      });
      expect(expectError(refused, 400).fields).toHaveProperty('url');
    }
    const noEvents = await send(t.app, 'POST', endpointsPath(h.hospital.id), admin.token, {
      url: 'https://example.org/x',
      events: [],
    });
    expect(expectError(noEvents, 400).fields).toHaveProperty('events');

    // Rotating shows a new secret; turning it off is kept.
    const rotated = resultOf<TWebhookEndpointWithSecret>(
      await send(
        t.app,
        'POST',
        `${endpointsPath(h.hospital.id)}/${created.endpoint.id}/rotate-secret`,
        admin.token,
      ),
    );
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    const paused = resultOf<TWebhookEndpoint>(
      await send(t.app, 'PUT', `${endpointsPath(h.hospital.id)}/${created.endpoint.id}`, admin.token, {
        url: 'https://scheduling.example.org/hooks',
        events: ['privilege.granted', 'privilege.expired'],
        isActive: false,
      }),
    );
    expect(paused).toMatchObject({ isActive: false, url: 'https://scheduling.example.org/hooks' });

    // Another hospital's admin: as if neither the hospital's list nor its endpoint existed.
    const endpointPath = `${endpointsPath(h.hospital.id)}/${created.endpoint.id}`;
    expectError(await send(t.app, 'GET', endpointsPath(h.hospital.id), other.admin.token), 404);
    expectError(
      await send(t.app, 'PUT', endpointPath, other.admin.token, {
        url: 'https://elsewhere.example.org/hooks',
        events: ['privilege.granted'],
        isActive: true,
      }),
      404,
    );
    expectError(await send(t.app, 'POST', `${endpointPath}/rotate-secret`, other.admin.token), 404);
    expectError(await sendTest(h.hospital.id, created.endpoint.id, other.admin.token), 404);
    expectError(await send(t.app, 'DELETE', endpointPath, other.admin.token), 404);
    // Nor through their own hospital's path.
    expectError(
      await send(
        t.app,
        'DELETE',
        `${endpointsPath(other.h.hospital.id)}/${created.endpoint.id}`,
        other.admin.token,
      ),
      404,
    );
    expectError(await send(t.app, 'GET', endpointsPath(h.hospital.id), doctor.token), 403);

    resultOf(await send(t.app, 'DELETE', endpointPath, admin.token));
    expect(await listEndpoints(h.hospital.id, admin.token)).toEqual([]);
  });

  it('sends each grant and its end, in order, signed with the endpoint’s secret, with the privilege as the feed shows it', async () => {
    const { h, admin } = await setUpHospital();
    const { receiver } = await connect(h, admin);
    // An appointment: the office approves; a temporary grant on another application, then ended.
    const doctor = await createPerson(t, 'Amy', 'Practitioner');
    await createApprovedApplication(t, { doctor, admin, hospital: h, name: 'Amy Practitioner' });
    const other = await createPerson(t, 'Ben', 'Locum');
    const [pending] = await t.db
      .insert(applications)
      .values({ doctorId: other.id, hospitalId: h.hospital.id, status: 'in-review', submittedAt: new Date() })
      .returning();
    await t.db
      .insert(applicationPrivileges)
      .values({ applicationId: pending.id, privilegeId: h.privileges.cath.id });
    await grantStepUp(t, admin.token);
    const today = dayjs().format('YYYY-MM-DD');
    const grant = resultOf<TTemporaryPrivilegeGrant>(
      await send(t.app, 'POST', `/api/admin/applications/${pending.id}/temporary-privileges`, admin.token, {
        privilegeIds: [h.privileges.cath.id],
        basis: 'patient-care-need',
        reason: 'Covers the cath lab on nights',
        startsOn: today,
        endsOn: addDays(today, 29),
      }),
      201,
    );
    resultOf(
      await send(
        t.app,
        'POST',
        `/api/admin/applications/${pending.id}/temporary-privileges/${grant.id}/end`,
        admin.token,
        {
          reason: 'The committee met early',
        },
      ),
    );
    expect(receiver.received).toHaveLength(0);

    await deliver(new Date());
    const received = await receiver.waitFor(3);
    // Every request verified with standardwebhooks and the secret shown at creation.
    expect(received.map((entry) => entry.status)).toEqual([200, 200, 200]);
    const payloads = receiver.verified();
    expect(payloads.map((payload) => [payload.type, payload.data?.isTemporary])).toEqual([
      ['privilege.granted', false],
      ['privilege.granted', true],
      ['privilege.ended', true],
    ]);
    expect(payloads[0]).toMatchObject({
      hospitalId: h.hospital.id,
      data: {
        practitionerId: doctor.id,
        practitionerName: 'Amy Practitioner',
        npi: '1234567893',
        privilegeCode: h.privileges.admitting.key,
        privilegeName: 'Admitting',
        department: 'Internal Medicine',
        conditions: null,
        startsOn: today,
        isTemporary: false,
      },
    });
    expect(payloads[1].data).toMatchObject({
      practitionerName: 'Ben Locum',
      privilegeName: 'Cardiac catheterisation',
      startsOn: today,
      endsOn: addDays(today, 29),
      sourceId: grant.id,
    });
    expect(received.map((entry) => entry.headers['webhook-id'])).toEqual(
      payloads.map((payload) => payload.id),
    );
    expect(new Set(payloads.map((payload) => payload.id)).size).toBe(3);

    // Delivered once: another run sends nothing more, and the admin page shows them delivered.
    await deliver(new Date());
    expect(receiver.received).toHaveLength(3);
    const [endpoint] = await listEndpoints(h.hospital.id, admin.token);
    expect(endpoint.health).toBe('ok');
    expect(
      endpoint.deliveries.map((delivery) => [delivery.type, delivery.state, delivery.lastStatus]),
    ).toEqual([
      ['privilege.ended', 'delivered', 200],
      ['privilege.granted', 'delivered', 200],
      ['privilege.granted', 'delivered', 200],
    ]);
  });

  it('sends a limit from an upheld FPPE referral as a change, and a lapsed appointment as expired', async () => {
    const { h, admin } = await setUpHospital();
    const { receiver } = await connect(h, admin, ['privilege.changed', 'privilege.expired']);
    const doctor = await createPerson(t, 'Fay', 'Practitioner');
    const approved = await createApprovedApplication(t, {
      doctor,
      admin,
      hospital: h,
      name: 'Fay Practitioner',
    });
    // The FPPE the grant started, referred with a restriction; the office (no route) upholds it.
    await upholdFppeRestriction(t, {
      doctorId: doctor.id,
      hospitalId: h.hospital.id,
      adminToken: admin.token,
      note: 'Restrict to supervised admissions.',
    });
    const [appointment] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.applicationId, approved.id));
    await t.runJobs(noonOf(addDays(appointment.endsOn, 1)), { names: ['appointment-lapses'] });

    await deliver(noonOf(addDays(appointment.endsOn, 1)));
    await receiver.waitFor(2);
    const payloads = receiver.verified();
    // Not subscribed to grants: the approval's grant is not sent.
    expect(payloads.map((payload) => payload.type)).toEqual(['privilege.changed', 'privilege.expired']);
    expect(payloads[0].data).toMatchObject({
      privilegeName: 'Admitting',
      conditions: { kinds: ['limits'], text: 'Restrict to supervised admissions.' },
    });
    expect(payloads[1].data).toMatchObject({ privilegeName: 'Admitting', endsOn: appointment.endsOn });
  });

  it('retries a failed delivery with back-off, holds the endpoint’s later events until then, and gives up after the last wait', async () => {
    const { h, admin } = await setUpHospital();
    const { receiver, endpoint } = await connect(h, admin);
    receiver.answerNext(500);
    resultOf(await sendTest(h.hospital.id, endpoint.id, admin.token));
    resultOf(await sendTest(h.hospital.id, endpoint.id, admin.token));
    const start = new Date();

    await deliver(start);
    expect(receiver.received.map((entry) => entry.status)).toEqual([500]);
    let [shown] = await listEndpoints(h.hospital.id, admin.token);
    expect(shown.health).toBe('failing');
    expect(shown.deliveries[1]).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastStatus: 500,
      lastError: 'HTTP 500',
    });
    expect(Date.parse(shown.deliveries[1].nextAttemptAt!) - start.getTime()).toBe(30 * SECOND);
    // The second waits behind the first (the endpoint's order), and the first waits its 30 seconds.
    await deliver(new Date(start.getTime() + 29 * SECOND));
    expect(receiver.received).toHaveLength(1);
    await deliver(new Date(start.getTime() + 31 * SECOND));
    const ids = receiver.received.map((entry) => entry.id);
    expect(receiver.received.map((entry) => entry.status)).toEqual([500, 200, 200]);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
    [shown] = await listEndpoints(h.hospital.id, admin.token);
    expect(shown.health).toBe('ok');

    // Failing every time: attempts after 30 s, 2 min, 10 min, 1 h and 6 h, then given up.
    receiver.answerNext(503, 503, 503, 503, 503, 503);
    resultOf(await sendTest(h.hospital.id, endpoint.id, admin.token));
    let clock = Date.now();
    for (const wait of [0, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, 60 * MINUTE, 6 * 60 * MINUTE]) {
      clock += wait;
      // Just before its time, nothing goes.
      await deliver(new Date(clock - SECOND));
      await deliver(new Date(clock));
    }
    expect(receiver.received.slice(3).map((entry) => entry.status)).toEqual([503, 503, 503, 503, 503, 503]);
    await deliver(new Date(clock + 24 * 60 * MINUTE));
    expect(receiver.received).toHaveLength(9);
    [shown] = await listEndpoints(h.hospital.id, admin.token);
    expect(shown.health).toBe('failing');
    expect(shown.deliveries[0]).toMatchObject({
      state: 'failed',
      attempts: 6,
      lastStatus: 503,
      nextAttemptAt: null,
    });

    // A given-up delivery no longer holds the next one back.
    resultOf(await sendTest(h.hospital.id, endpoint.id, admin.token));
    await deliver(new Date(clock + 24 * 60 * MINUTE));
    expect(receiver.received.map((entry) => entry.status).at(-1)).toBe(200);
  });

  it('never follows a redirect: a 3xx is a failed attempt', async () => {
    const { h, admin } = await setUpHospital();
    const { receiver, endpoint } = await connect(h, admin);
    receiver.answerNext(307);
    resultOf(await sendTest(h.hospital.id, endpoint.id, admin.token));
    await deliver(new Date());
    expect(receiver.received.map((entry) => entry.status)).toEqual([307]);
    const [shown] = await listEndpoints(h.hospital.id, admin.token);
    expect(shown.deliveries[0]).toMatchObject({ state: 'pending', lastStatus: 307, lastError: 'HTTP 307' });
  });

  it('delivers each event exactly once, in each endpoint’s order, when two senders run at once', async () => {
    const { h, admin } = await setUpHospital();
    const first = await connect(h, admin);
    const second = await connect(h, admin);
    for (let n = 0; n < 6; n++) {
      resultOf(await sendTest(h.hospital.id, first.endpoint.id, admin.token));
      resultOf(await sendTest(h.hospital.id, second.endpoint.id, admin.token));
    }
    const queued = await t.db
      .select({ endpointId: webhookDeliveries.endpointId, eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.hospitalId, h.hospital.id))
      .orderBy(webhookDeliveries.seq);
    const ctx = createAppContext({ config: t.config, db: t.db, log: t.app.log });
    const now = new Date();
    const [a, b] = await Promise.all([
      deliverDueWebhooks(ctx, { owner: 'sender-a', now }),
      deliverDueWebhooks(ctx, { owner: 'sender-b', now }),
    ]);
    expect(a.delivered + b.delivered).toBe(12);
    for (const { receiver, endpoint } of [first, second]) {
      const expected = queued.filter((row) => row.endpointId === endpoint.id).map((row) => row.eventId);
      expect(receiver.received.map((entry) => entry.id)).toEqual(expected);
    }
    await ctx.mailer.stop();
    await ctx.live.close();
  });

  it('sends nothing for a change that rolled back', async () => {
    const { h, admin } = await setUpHospital();
    const { receiver } = await connect(h, admin);
    const doctor = await createPerson(t, 'Rex', 'Rollback');
    const approved = await createApprovedApplication(t, { doctor, admin, hospital: h, name: 'Rex Rollback' });
    await deliver(new Date());
    await receiver.waitFor(1);
    const [appointment] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.applicationId, approved.id));
    const ctx = createAppContext({ config: t.config, db: t.db, log: t.app.log });
    // A lapse announced, then its change fails: the outbox row goes with it.
    await expect(
      runAsSystem(ctx, 'test:rollback', () =>
        runChange(async (change) => {
          await change.publish('appointment.lapsed', {
            appointment: {
              id: appointment.id,
              hospitalId: h.hospital.id,
              privilegeIds: appointment.privilegeIds,
            },
          });
          throw new Error('The change failed after its event');
        }),
      ),
    ).rejects.toThrow('The change failed after its event');
    await deliver(new Date());
    expect(receiver.verified().map((payload: TWebhookPayload) => payload.type)).toEqual([
      'privilege.granted',
    ]);
    const rows = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.hospitalId, h.hospital.id));
    expect(rows).toHaveLength(1);
    await ctx.mailer.stop();
    await ctx.live.close();
  });
});
