import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountPractitionerType } from '@docapply/contracts';
import { applications, auditLog, users } from '@/core/db/schema';
import { createUserWithToken, expectError, post, randomIp, registerBody } from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send } from './application-fixtures';

describe('the practitioner type at registration and on the account', () => {
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

  async function typeOf(email: string) {
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    return row.practitionerType;
  }

  it('registers a physician when no type is given, and the chosen type otherwise', async () => {
    const physician = registerBody();
    expect((await post(t.app, '/api/auth/register', physician, { ip: randomIp() })).statusCode).toBe(201);
    expect(await typeOf(physician.email)).toBe('physician');

    const np = registerBody({ practitionerType: 'np' });
    expect((await post(t.app, '/api/auth/register', np, { ip: randomIp() })).statusCode).toBe(201);
    expect(await typeOf(np.email)).toBe('np');
    const [row] = await t.db.select().from(users).where(eq(users.email, np.email));
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audit.after).toMatchObject({ practitionerType: 'np' });
  });

  it('refuses an unknown type on its field, and creates no account', async () => {
    const body = registerBody({ practitionerType: 'wizard' });
    const error = expectError(
      await post(t.app, '/api/auth/register', body, { ip: randomIp() }),
      400,
      'VALIDATION',
    );
    expect(error.fields).toEqual({ practitionerType: 'Choose a practitioner type from the list' });
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('lets the practitioner change their type until they submit an application', async () => {
    const { user, token } = await createUserWithToken(t.db, t.config);
    const url = '/api/account/practitioner-type';
    expect(resultOf<TAccountPractitionerType>(await send(t.app, 'GET', url, token))).toEqual({
      type: {
        code: 'physician',
        name: 'Physician (MD/DO)',
        category: 'physician',
        requiresSupervision: false,
      },
      canChange: true,
    });

    const changed = resultOf<TAccountPractitionerType>(
      await send(t.app, 'PUT', url, token, { practitionerType: 'pa' }),
    );
    expect(changed.type).toMatchObject({ code: 'pa', requiresSupervision: true });
    expect(resultOf<TAccountPractitionerType>(await send(t.app, 'GET', url, token)).type.code).toBe('pa');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.practitioner-type'));
    expect(audit.find((row) => row.entityId === user.id)).toMatchObject({
      before: { practitionerType: 'physician' },
      after: { practitionerType: 'pa' },
    });
    expect(
      expectError(await send(t.app, 'PUT', url, token, { practitionerType: 'nope' }), 400).fields,
    ).toEqual({ practitionerType: 'Choose a practitioner type from the list' });

    const { hospital } = await createHospitalWithForms(t.db);
    await t.db
      .insert(applications)
      .values({ doctorId: user.id, hospitalId: hospital.id, status: 'applied', submittedAt: new Date() });
    expect(resultOf<TAccountPractitionerType>(await send(t.app, 'GET', url, token)).canChange).toBe(false);
    expectError(await send(t.app, 'PUT', url, token, { practitionerType: 'np' }), 409, 'CONFLICT');
    expect(await typeOf(user.email)).toBe('pa');
  });

  it('is for practitioners: an admin and a signed-out caller are refused', async () => {
    const { token } = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    expectError(await send(t.app, 'GET', '/api/account/practitioner-type', token), 403);
    expectError(
      await send(t.app, 'PUT', '/api/account/practitioner-type', undefined, { practitionerType: 'np' }),
      401,
    );
  });
});
