import { beforeAll, describe, expect, it } from 'vitest';
import type { TSignInAlerts } from '@docapply/contracts';
import { GOOD_PASSWORD } from './helpers/constants';
import { expectError, get, post, randomEmail, randomIp, startSignIn } from './helpers/auth';
import { createPerson, type TPerson } from './helpers/people';
import { useAppWithSmtp } from './helpers/app-with-smtp';

const ALERT_SUBJECT = 'DocApply: failed sign-ins need your attention';
const TRIED_PASSWORD = 'Not-the-password-2024!';

describe('failed-sign-in alerts for the platform administrator', () => {
  const env = useAppWithSmtp();
  let platform: TPerson;
  let target: TPerson;
  let sprayer: string;
  let blocked: TPerson;

  const wrongPassword = (email: string, ip: string) =>
    post(env.t.app, '/api/auth/verifyUser', { email, password: TRIED_PASSWORD }, { ip });

  beforeAll(async () => {
    platform = await createPerson(env.t, 'Pat', 'Platform', ['platform_admin']);
    // First someone guesses one doctor's password from ten addresses...
    target = await createPerson(env.t, 'Tara', 'Target');
    for (let i = 0; i < 10; i++) {
      expectError(await wrongPassword(target.email, randomIp()), 401);
    }
    // ...another address tries a password at five accounts, none of which exists...
    sprayer = randomIp();
    for (let i = 0; i < 5; i++) {
      expectError(await wrongPassword(randomEmail('sprayed'), sprayer), 401);
    }
    // ...and someone who knows a third doctor's password guesses codes until code sign-in is blocked.
    blocked = await createPerson(env.t, 'Bea', 'Blocked');
    const ip = randomIp();
    for (let round = 0; round < 2; round++) {
      const { challenge, code } = await startSignIn(env.t.app, env.smtp, blocked.email, GOOD_PASSWORD, ip);
      const wrong = code === '123456' ? '654321' : '123456';
      for (let i = 0; i < 5; i++) {
        await post(env.t.app, '/api/auth/otp', { challenge, code: wrong }, { ip });
      }
    }
  });

  it('lists accounts with many wrong passwords, blocked accounts and addresses trying many accounts', async () => {
    const response = await get(env.t.app, '/api/platform/sign-in-alerts?hours=1', { token: platform.token });
    expect(response.statusCode, response.body).toBe(200);
    const alerts = response.json().result as TSignInAlerts;
    expect(alerts.hours).toBe(1);
    expect(alerts.accounts).toEqual([
      expect.objectContaining({ email: target.email, hasAccount: true, failures: 10, addresses: 10 }),
    ]);
    expect(alerts.blocked).toEqual([expect.objectContaining({ userId: blocked.id, email: blocked.email })]);
    expect(alerts.addresses).toEqual([expect.objectContaining({ ip: sprayer, accounts: 5, failures: 5 })]);
    expect(response.body).not.toContain(TRIED_PASSWORD);

    const quiet = await get(env.t.app, '/api/platform/sign-in-alerts', { token: platform.token });
    expect(quiet.json().result.hours).toBe(24);
    expectError(await get(env.t.app, '/api/platform/sign-in-alerts?hours=5', { token: platform.token }), 400);
  });

  it('is for platform administrators only: a doctor and a hospital administrator get 403', async () => {
    const doctor = await createPerson(env.t, 'Dan', 'Doctor');
    const admin = await createPerson(env.t, 'Hal', 'Hospital', ['hospital_admin']);
    for (const person of [doctor, admin]) {
      expectError(
        await get(env.t.app, '/api/platform/sign-in-alerts', { token: person.token }),
        403,
        'FORBIDDEN',
      );
    }
    expectError(await get(env.t.app, '/api/platform/sign-in-alerts'), 401);
  });

  it('mails the platform administrators once an hour per account or address, never a password', async () => {
    await env.t.runJobs(new Date(), { names: ['sign-in-alerts'] });
    const mail = await env.smtp.waitFor(platform.email, { subject: ALERT_SUBJECT });
    expect(mail.text).toContain(`${target.email}: 10 wrong passwords from 10 addresses`);
    expect(mail.text).toContain(`${blocked.email}: sign-in blocked after too many wrong codes`);
    expect(mail.text).toContain(`Address ${sprayer}: 5 wrong passwords at 5 accounts`);
    expect(mail.text).toContain('/admin/platform/sign-in-alerts');
    expect(mail.text).not.toContain(TRIED_PASSWORD);

    // More of the same within the hour: no second mail. A new account crossing the line: a mail of its own.
    expectError(await wrongPassword(target.email, randomIp()), 401);
    await env.t.runJobs(new Date(), { names: ['sign-in-alerts'] });
    const other = await createPerson(env.t, 'Ola', 'Other');
    for (let i = 0; i < 10; i++) {
      expectError(await wrongPassword(other.email, randomIp()), 401);
    }
    await env.t.runJobs(new Date(), { names: ['sign-in-alerts'] });
    const second = await env.smtp.waitFor(platform.email, { subject: ALERT_SUBJECT, after: 1 });
    expect(second.text).toContain(`${other.email}: 10 wrong passwords`);
    expect(second.text).not.toContain(target.email);
    expect(env.smtp.to(platform.email).filter((m) => m.subject === ALERT_SUBJECT)).toHaveLength(2);
  });
});
