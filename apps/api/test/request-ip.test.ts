import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle } from '@/core/db/schema';
import { RESET_MAIL_IP_RULE } from '@/modules/auth/throttle';
import { createUserWithToken, expectError, post, randomEmail } from './helpers/auth';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, type TTestHospital } from './application-fixtures';
import { expectOneAuditRow, findAuditRows, ofApplication, ofEntity, resultOf } from './audit-fixtures';

const FIRST_ADDRESS = '203.0.113.7';
const SECOND_ADDRESS = '198.51.100.23';

/**
 * The client's address reaches the services through the request's context (core/context.ts), not
 * by hand: the audit row of a change and the per-address throttles still name the request's own.
 */
describe("the request's address", () => {
  let t: TTestApp;
  let h: TTestHospital;
  let doctor: TPerson;
  let otherDoctor: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db);
    doctor = await createPerson(t, 'Dana', 'Doctor');
    otherDoctor = await createPerson(t, 'Olly', 'Other');
  });
  afterAll(async () => {
    await t.close();
  });

  const startApplication = (person: TPerson, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/applications',
      remoteAddress,
      headers: { 'x-auth-token': person.token },
      payload: { hospitalId: h.hospital.id },
    });

  it('is recorded on the audit row of a change made through HTTP, each request its own', async () => {
    // At the same time, so that a context leaking from one request into the other would show.
    const [fromFirst, fromSecond] = await Promise.all([
      startApplication(doctor, FIRST_ADDRESS),
      startApplication(otherDoctor, SECOND_ADDRESS),
    ]);
    const first = resultOf<{ id: string }>(fromFirst, 201);
    const second = resultOf<{ id: string }>(fromSecond, 201);

    await expectOneAuditRow(t.db, {
      action: 'application.created',
      where: ofApplication(first.id),
      actorId: doctor.id,
      ip: FIRST_ADDRESS,
    });
    await expectOneAuditRow(t.db, {
      action: 'application.created',
      where: ofApplication(second.id),
      actorId: otherDoctor.id,
      ip: SECOND_ADDRESS,
    });
  });

  it('counts password-reset requests per address: one address is throttled, another is not', async () => {
    const forgot = (email: string, ip: string) => post(t.app, '/api/auth/password/forgot', { email }, { ip });
    // Each request for another email, so only the per-address counter can run out.
    for (let i = 0; i < RESET_MAIL_IP_RULE.limit; i += 1) {
      expect((await forgot(randomEmail('nobody'), FIRST_ADDRESS)).statusCode).toBe(200);
    }
    const refused = expectError(await forgot(randomEmail('nobody'), FIRST_ADDRESS), 429, 'TOO_MANY_REQUESTS');
    expect(refused.message).toBe('Too many attempts. Try again in a few minutes.');

    const { user } = await createUserWithToken(t.db, t.config);
    const answered = await forgot(user.email, SECOND_ADDRESS);
    expect(answered.statusCode, answered.body).toBe(200);

    const counters = await t.db
      .select({ key: authThrottle.key, count: authThrottle.count })
      .from(authThrottle)
      .where(
        inArray(authThrottle.key, [`reset-mail:ip:${FIRST_ADDRESS}`, `reset-mail:ip:${SECOND_ADDRESS}`]),
      );
    expect(counters.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: `reset-mail:ip:${SECOND_ADDRESS}`, count: 1 },
      { key: `reset-mail:ip:${FIRST_ADDRESS}`, count: RESET_MAIL_IP_RULE.limit },
    ]);
    // The link is stored after the answer, still in the request's context: its row names the address.
    await expect
      .poll(async () => {
        const rows = await findAuditRows(t.db, 'auth.password-reset-requested', ofEntity(user.id));
        return rows.map((row) => row.ip);
      })
      .toEqual([SECOND_ADDRESS]);
  });
});
