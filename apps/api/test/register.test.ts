import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, users } from '@/core/db/schema';
import { PASSWORD_TOO_COMMON } from '@/core/users/passwords';
import { SUBJECTS, expectError, findVerifyToken, post, randomIp, registerBody } from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';

describe('POST /api/auth/register', () => {
  let t: TTestApp;
  let smtp: TTestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('creates a doctor and emails a verification link to the portal', async () => {
    const body = registerBody({ email: `  New.Doctor.${Date.now()}@Example.COM ` });
    const email = body.email.trim().toLowerCase();
    const response = await post(t.app, '/api/auth/register', body, { ip: randomIp() });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ result: { message: expect.any(String), email } });
    const mail = await smtp.waitFor(email, { subject: SUBJECTS.verify });
    expect(mail.from).toContain('no-reply@docapply.local');
    expect(mail.text).toContain('Hello Alex');
    expect(mail.text).toContain(`${t.config.DOCTOR_URL}emailVerified?token=`);
    expect(findVerifyToken(mail.text)).toMatch(/^[\w-]{43}$/);

    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row.roles).toEqual(['doctor']);
    expect(row.emailVerifiedAt).toBeNull();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.phone).toBe('+1 212-555-0100');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audit.map((a) => a.action)).toContain('auth.register');
  });

  it('answers a taken email exactly like a new one and tells the owner by email instead', async () => {
    const body = registerBody();
    const first = await post(t.app, '/api/auth/register', body, { ip: randomIp() });
    await smtp.waitFor(body.email, { subject: SUBJECTS.verify });
    const second = await post(
      t.app,
      '/api/auth/register',
      {
        ...body,
        email: body.email.toUpperCase(),
        firstName: 'Someone',
        password: 'Another-Secret-Phrase-9',
        confirmPassword: 'Another-Secret-Phrase-9',
      },
      { ip: randomIp() },
    );

    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    const mail = await smtp.waitFor(body.email, { subject: SUBJECTS.exists });
    expect(mail.text).toContain('Hello Alex');
    expect(mail.text).toContain(`${t.config.DOCTOR_URL}login`);
    const rows = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0].firstName).toBe('Alex');
  });

  it('refuses a short password with the rules message', async () => {
    const error = expectError(
      await post(
        t.app,
        '/api/auth/register',
        registerBody({ password: 'short-pw', confirmPassword: 'short-pw' }),
      ),
      400,
      'VALIDATION',
    );
    expect(error.message).toBe('Please correct the highlighted fields');
    expect(error.fields).toEqual({ password: 'Password must be at least 12 characters' });
  });

  it.each(['password1234', 'qwerty123456', 'Welcome12345', 'aaaaaaaaaaaa'])(
    'refuses the common password %s',
    async (password) => {
      const body = registerBody({ password, confirmPassword: password });
      const error = expectError(await post(t.app, '/api/auth/register', body), 400, 'VALIDATION');
      expect(error.fields).toEqual({ password: PASSWORD_TOO_COMMON });
      expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    },
  );

  it('refuses a password built from the person’s own name and email', async () => {
    const body = registerBody({
      firstName: 'Bartholomew',
      password: 'Bartholomew1',
      confirmPassword: 'Bartholomew1',
    });
    expect(expectError(await post(t.app, '/api/auth/register', body), 400).fields).toEqual({
      password: PASSWORD_TOO_COMMON,
    });
  });

  it('names every wrong field with the spec texts', async () => {
    const error = expectError(
      await post(t.app, '/api/auth/register', {
        firstName: '  ',
        lastName: 'Rivera',
        email: 'not-an-email',
        phone: '212-555-0100',
        password: 'Harbour-Lantern-Violet-42',
        confirmPassword: 'Harbour-Lantern-Violet-42',
        terms: 'false',
      }),
      400,
      'VALIDATION',
    );
    expect(error.fields).toEqual({
      firstName: 'Required',
      email: 'Invalid email address',
      phone: 'Invalid Phone',
      terms: 'You must agree to the terms and conditions',
    });
  });

  it('says when the two passwords differ', async () => {
    const body = registerBody({ confirmPassword: 'Harbour-Lantern-Violet-43' });
    expect(expectError(await post(t.app, '/api/auth/register', body), 400, 'VALIDATION').fields).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('says Required for each missing field', async () => {
    const error = expectError(await post(t.app, '/api/auth/register', {}), 400, 'VALIDATION');
    expect(error.fields).toMatchObject({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      phone: 'Required',
      password: 'Required',
      confirmPassword: 'Required',
    });
  });
});
