import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { references, shortUrls } from '@/core/db/schema';
import { issueAccessToken } from '@/core/access/tokens';
import { signLinkToken } from '@/modules/references/link-token';
import { createUserWithToken, expectError, get, post } from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  createApplication,
  createHospital,
  findShortCode,
  followShortLink,
  personBody,
} from './request-fixtures';

const EXPIRED = 'This link has expired.';
const USED = 'This link has already been used.';
const GOOD_ANSWERS = { yearsKnown: '8', competence: 'excellent', comments: 'Careful and kind.' };

describe('open reference links', () => {
  let t: TTestApp;
  let smtp: TTestSmtp;
  let hospital: { id: string; name: string };
  let doctor: { id: string; token: string };
  let applicationId: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    hospital = await createHospital(t.db);
    const created = await createUserWithToken(t.db, t.config);
    doctor = { id: created.user.id, token: created.token };
    applicationId = await createApplication(t.db, { doctorId: doctor.id, hospitalId: hospital.id });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A new reference; returns its id, the email text and the link's token. */
  async function askReference() {
    const person = personBody();
    const response = await post(
      t.app,
      '/api/references',
      { applicationId, ...person },
      { token: doctor.token },
    );
    expect(response.statusCode, response.body).toBe(201);
    const mail = await smtp.waitFor(person.email);
    const { token } = await followShortLink(t.app, mail.text);
    return { id: response.json().result.id as string, person, text: mail.text, token };
  }
  const stateOf = async (id: string) =>
    (await t.db.select({ state: references.state }).from(references).where(eq(references.id, id)))[0].state;
  const respond = (body: Record<string, unknown>) => post(t.app, '/api/references/respond', body);

  it('resolves short links; unknown codes are 404, expired ones 410', async () => {
    expectError(await get(t.app, '/api/urls/nope12345'), 404, 'NOT_FOUND');
    const { text } = await askReference();
    const code = findShortCode(text);
    const [row] = await t.db.select().from(shortUrls).where(eq(shortUrls.code, code));
    const days = (row.expiresAt!.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(14, 2);
    await t.db
      .update(shortUrls)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(shortUrls.code, code));
    const error = expectError(await get(t.app, `/api/urls/${code}`), 410, 'GONE');
    expect(error.message).toBe(EXPIRED);
  });

  it('shows the page what it needs and marks the request opened', async () => {
    const { id, person, token } = await askReference();
    const response = await post(t.app, '/api/auth/extractValues', { token });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result;
    expect(result).toEqual({
      purpose: 'reference',
      hospital: { id: hospital.id, name: hospital.name },
      doctorName: 'Dr. Test User',
      personName: person.name,
      state: 'opened',
      form: expect.objectContaining({ kind: 'reference', key: 'reference', hospitalId: hospital.id }),
    });
    expect(result.form.definition.sections[0].items.map((i: { name: string }) => i.name)).toEqual([
      'yearsKnown',
      'competence',
      'comments',
    ]);
    expect(JSON.stringify(result)).not.toContain(person.email);
    expect(await stateOf(id)).toBe('opened');
    const list = await get(t.app, `/api/references/details?applicationId=${applicationId}`, {
      token: doctor.token,
    });
    expect(list.json().result.data.find((r: { id: string }) => r.id === id).state).toBe('opened');
  });

  it('takes valid answers once; the second use is 410', async () => {
    const { id, token } = await askReference();
    const invalid = expectError(await respond({ token, answers: { yearsKnown: 'ten' } }), 400, 'VALIDATION');
    expect(invalid.fields).toEqual({ yearsKnown: 'Must be a number', competence: 'Required' });
    expect(await stateOf(id)).toBe('sent');

    const done = await respond({ token, answers: { ...GOOD_ANSWERS, injected: 'dropped' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result).toEqual({ message: expect.any(String), state: 'completed' });
    const [row] = await t.db.select().from(references).where(eq(references.id, id));
    expect(row.answers).toEqual(GOOD_ANSWERS);
    expect(row.tokenId).toBeNull();

    expect(expectError(await respond({ token, answers: GOOD_ANSWERS }), 410, 'GONE').message).toBe(USED);
    expect(expectError(await respond({ token, decline: true }), 410).message).toBe(USED);
  });

  it('tells a link opened again after answering that the answer arrived, and when', async () => {
    const { id, person, token } = await askReference();
    const before = Date.now();
    expect((await respond({ token, answers: GOOD_ANSWERS })).statusCode).toBe(200);
    const [row] = await t.db.select().from(references).where(eq(references.id, id));

    const again = await post(t.app, '/api/auth/extractValues', { token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toEqual({
      purpose: 'reference',
      hospital: { id: hospital.id, name: hospital.name },
      doctorName: 'Dr. Test User',
      personName: person.name,
      state: 'completed',
      answeredAt: row.updatedAt.toISOString(),
    });
    expect(Date.parse(again.json().result.answeredAt)).toBeGreaterThanOrEqual(before - 1000);
    // Neither the form nor the answers: the link only says that the answer arrived.
    expect(again.body).not.toContain('Careful and kind.');
    expect(await stateOf(id)).toBe('completed');
  });

  it('tells a declined request’s link, opened again, that it was declined', async () => {
    const { id, token } = await askReference();
    expect((await respond({ token, decline: true })).statusCode).toBe(200);
    const again = await post(t.app, '/api/auth/extractValues', { token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toMatchObject({ state: 'declined', answeredAt: expect.any(String) });
    expect(again.json().result.form).toBeUndefined();
    expect(await stateOf(id)).toBe('declined');
  });

  it('works only for its own reference', async () => {
    const first = await askReference();
    const second = await askReference();
    expect((await respond({ token: first.token, answers: GOOD_ANSWERS })).statusCode).toBe(200);
    expect(await stateOf(first.id)).toBe('completed');
    expect(await stateOf(second.id)).toBe('sent');

    // A token whose subject was changed to the other reference fails the signature.
    const [header, payload, signature] = first.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: second.id })).toString('base64url'),
      signature,
    ];
    expectError(await respond({ token: forged.join('.'), answers: GOOD_ANSWERS }), 400, 'TOKEN_INVALID');
    // An access token is not a link token either.
    const accessToken = await issueAccessToken(t.config, { id: second.id, roles: [] });
    expectError(await respond({ token: accessToken, answers: GOOD_ANSWERS }), 400, 'TOKEN_INVALID');
    expect(await stateOf(second.id)).toBe('sent');
  });

  it('lets the person decline, once', async () => {
    const { id, token } = await askReference();
    const declined = await respond({ token, decline: true });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().result.state).toBe('declined');
    expect(await stateOf(id)).toBe('declined');
    expectError(await respond({ token, answers: GOOD_ANSWERS }), 410);
    expectError(await respond({ token, decline: false }), 400, 'VALIDATION');
  });

  it('refuses a link after 14 days with a clear message; the doctor sees it expired', async () => {
    const { id, token } = await askReference();
    // The link lives until the request's link_expires_at (14 days from sending): move it back.
    await t.db
      .update(references)
      .set({ linkExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(references.id, id));
    expect(expectError(await post(t.app, '/api/auth/extractValues', { token }), 410, 'GONE').message).toBe(
      EXPIRED,
    );
    expect(expectError(await respond({ token, answers: GOOD_ANSWERS }), 410).message).toBe(EXPIRED);
    const list = await get(t.app, `/api/references/details?applicationId=${applicationId}`, {
      token: doctor.token,
    });
    expect(list.json().result.data.find((r: { id: string }) => r.id === id).state).toBe('expired');

    // A token past its own expiry reads the same.
    const [row] = await t.db.select().from(references).where(eq(references.id, id));
    const old = await signLinkToken(t.config, {
      kind: 'reference',
      requestId: id,
      expiresAt: new Date(Date.now() - 1000),
    });
    await t.db
      .update(references)
      .set({ tokenId: old.jti, updatedAt: new Date() })
      .where(eq(references.id, row.id));
    expect(expectError(await respond({ token: old.token, answers: GOOD_ANSWERS }), 410).message).toBe(
      EXPIRED,
    );

    // A resend gives a fresh 14 days.
    const resent = await post(t.app, `/api/references/${id}/resend`, undefined, { token: doctor.token });
    expect(resent.json().result.state).toBe('sent');
  });

  it('still reads email-verification tokens through /auth/extractValues', async () => {
    const error = expectError(await post(t.app, '/api/auth/extractValues', { token: 'x'.repeat(43) }), 400);
    expect(error.code).toBe('TOKEN_INVALID');
    expect(error.message).toBe('This verification link is invalid or has already been used.');
  });
});
