import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDelegate, TDelegatedDoctor, TInviteDelegateResponse } from '@docapply/contracts';
import { expectError, post, randomEmail, signIn } from './helpers/auth';
import { GOOD_PASSWORD } from './helpers/constants';
import { createPerson, type TPerson } from './helpers/people';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf } from './application-fixtures';
import { findSetPasswordToken, sendAs } from './delegates-fixtures';

/**
 * First the doctor invites their office manager by email; the manager chooses a password through
 * the emailed link, signs in with password and code like everyone, and sees the doctor they serve.
 */
describe('delegates: invitation', () => {
  let smtp: TTestSmtp;
  let t: TTestApp;
  let doctor: TPerson;
  let other: TPerson;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, DOCTOR_URL: 'https://doctor.example.org/' } });
    doctor = await createPerson(t, 'Dana', 'Doctor');
    other = await createPerson(t, 'Omar', 'Other');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const invite = (by: TPerson, body: Record<string, unknown>) =>
    sendAs(t, by, 'POST', '/api/delegates', { body });

  it('invites a new person, who sets a password, signs in with a code and sees the doctor', async () => {
    const email = randomEmail('manager');
    const invited = resultOf<TInviteDelegateResponse>(
      await invite(doctor, { email, firstName: 'Olive', lastName: 'Manager' }),
      201,
    );
    expect(invited).toMatchObject({
      message: 'Invitation sent.',
      delegate: { email, name: 'Olive Manager', state: 'invited', revokedAt: null },
    });
    const mail = await smtp.waitFor(email, { subject: 'Dana Doctor invited you to DocApply' });
    expect(mail.text).toContain('https://doctor.example.org/setPassword?token=');
    const set = await post(t.app, '/api/auth/setPassword', {
      token: findSetPasswordToken(mail.text),
      password: GOOD_PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);

    const listed = resultOf<{ data: TDelegate[] }>(await sendAs(t, doctor, 'GET', '/api/delegates'));
    expect(listed.data).toEqual([expect.objectContaining({ id: invited.delegate.id, state: 'active' })]);

    const token = await signIn(t.app, smtp, email, GOOD_PASSWORD);
    const delegate = { id: '', email, token };
    const me = resultOf<{ user: { roles: string[] } }>(await sendAs(t, delegate, 'GET', '/api/auth/me'));
    expect(me.user.roles).toEqual(['delegate']);
    const doctors = resultOf<{ data: TDelegatedDoctor[] }>(
      await sendAs(t, delegate, 'GET', '/api/delegations'),
    );
    expect(doctors.data).toEqual([{ doctorId: doctor.id, name: 'Dana Doctor', email: doctor.email }]);

    // The same delegate may serve several doctors: a second doctor's invitation tells them by email.
    resultOf(await invite(other, { email, firstName: 'Olive', lastName: 'Manager' }), 201);
    await smtp.waitFor(email, { subject: 'Omar Other added you as their delegate on DocApply' });
    const both = resultOf<{ data: TDelegatedDoctor[] }>(await sendAs(t, delegate, 'GET', '/api/delegations'));
    expect(both.data.map((d) => d.name)).toEqual(['Dana Doctor', 'Omar Other']);

    // A delegate manages no delegates, for anyone.
    expectError(
      await invite(delegate as TPerson, { email: randomEmail(), firstName: 'A', lastName: 'B' }),
      403,
    );
    expectError(
      await sendAs(t, delegate, 'GET', '/api/delegates', { actingFor: doctor.id }),
      403,
      'FORBIDDEN',
    );
  });

  it("refuses the doctor's own email, a doctor's or an admin's account, and a second invitation", async () => {
    const own = expectError(
      await invite(doctor, { email: doctor.email, firstName: 'D', lastName: 'D' }),
      400,
    );
    expect(own.fields).toEqual({ email: 'Enter the email address of someone else' });
    const admin = await createPerson(t, 'Ada', 'Admin', ['hospital_admin']);
    for (const email of [other.email, admin.email]) {
      const refused = expectError(await invite(doctor, { email, firstName: 'X', lastName: 'Y' }), 409);
      expect(refused.fields).toEqual({ email: 'This email belongs to an account that cannot be a delegate' });
    }
    const email = randomEmail('manager');
    resultOf(await invite(doctor, { email, firstName: 'Pat', lastName: 'Lee' }), 201);
    const again = expectError(await invite(doctor, { email, firstName: 'Pat', lastName: 'Lee' }), 409);
    expect(again.fields).toEqual({ email: 'This person is already your delegate' });
    const bad = expectError(
      await invite(doctor, { email: 'not-an-email', firstName: '', lastName: 'Lee' }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['email', 'firstName']);
  });

  it("revokes only the doctor's own delegations: another doctor's is 404", async () => {
    const email = randomEmail('manager');
    const { delegate } = resultOf<TInviteDelegateResponse>(
      await invite(doctor, { email, firstName: 'Sam', lastName: 'Ray' }),
      201,
    );
    expectError(await sendAs(t, other, 'DELETE', `/api/delegates/${delegate.id}`), 404, 'NOT_FOUND');
    const revoked = resultOf<TDelegate>(await sendAs(t, doctor, 'DELETE', `/api/delegates/${delegate.id}`));
    expect(revoked).toMatchObject({ id: delegate.id, state: 'revoked', revokedAt: expect.any(String) });
    // Invited again after a revocation: a new, live delegation.
    resultOf(await invite(doctor, { email, firstName: 'Sam', lastName: 'Ray' }), 201);
  });
});
