import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { TSignInSession } from '@docapply/contracts';
import { settleAfterAnswer } from '@/core/after-answer';
import { auditLog, hospitals, sessions } from '@/core/db/schema';
import { GOOD_PASSWORD } from './helpers/constants';
import { expectError, get, post, startSignIn } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { useAppWithSmtp } from './helpers/app-with-smtp';
import { createDelegateOf, sendAs } from './delegates-fixtures';
import { baseUrlOf, openLiveStream } from './live-fixtures';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('sign-in activity', () => {
  const env = useAppWithSmtp();

  beforeAll(async () => {
    await env.t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Password and emailed code from a browser at an address: the token of a new session. */
  async function signInFrom(person: { email: string }, userAgent: string, ip: string): Promise<string> {
    const { challenge, code } = await startSignIn(env.t.app, env.smtp, person.email, GOOD_PASSWORD, ip);
    const response = await post(
      env.t.app,
      '/api/auth/otp',
      { challenge, code },
      { ip, headers: { 'user-agent': userAgent } },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result.token as string;
  }

  async function listSessions(
    token: string,
    headers: Record<string, string> = {},
  ): Promise<TSignInSession[]> {
    const response = await get(env.t.app, '/api/auth/sessions', { token, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result.data as TSignInSession[];
  }

  async function lastAudit(userId: string) {
    const [row] = await env.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, userId)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    return row;
  }

  it('lists the sessions of the account with their device, address and method, this one marked', async () => {
    const doctor = await createPerson(env.t, 'Sasha', 'Sessions');
    const laptop = await signInFrom(doctor, FIREFOX_LINUX, '10.1.1.1');
    const phone = await signInFrom(doctor, SAFARI_IPHONE, '10.2.2.2');

    const seen = await listSessions(laptop);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({
      browser: 'Mobile Safari 17',
      os: 'iOS 17',
      ip: '10.2.2.2',
      method: 'password',
      isCurrent: false,
      isActive: true,
      endedAt: null,
    });
    expect(seen[1]).toMatchObject({ browser: 'Firefox 133', os: 'Linux', ip: '10.1.1.1', isCurrent: true });
    expect((await listSessions(phone)).map((s) => s.isCurrent)).toEqual([true, false]);
  });

  it('signs another session out: its next request is refused, its live stream ends, the list says so', async () => {
    const doctor = await createPerson(env.t, 'Otto', 'Other');
    const laptop = await signInFrom(doctor, FIREFOX_LINUX, '10.1.1.3');
    const phone = await signInFrom(doctor, SAFARI_IPHONE, '10.2.2.3');
    const stream = await openLiveStream(baseUrlOf(env.t.app), phone);
    const phoneSession = (await listSessions(laptop)).find((s) => !s.isCurrent);

    const response = await sendAs(
      env.t,
      { ...doctor, token: laptop },
      'DELETE',
      `/api/auth/sessions/${phoneSession?.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      message: 'That session is signed out.',
      session: { id: phoneSession?.id, isActive: false, endedHow: 'signed-out-elsewhere' },
    });

    expectError(await get(env.t.app, '/api/auth/me', { token: phone }), 401, 'UNAUTHORIZED');
    await stream.ended;
    expect((await get(env.t.app, '/api/auth/me', { token: laptop })).statusCode).toBe(200);
    const [ended] = (await listSessions(laptop)).filter((s) => !s.isCurrent);
    expect(ended).toMatchObject({ isActive: false, endedHow: 'signed-out-elsewhere' });
    expect(ended.endedAt).not.toBeNull();
    expect(await lastAudit(doctor.id)).toMatchObject({
      action: 'auth.session-ended',
      entityId: doctor.id,
      data: { sessionId: phoneSession?.id, method: 'password' },
    });
  });

  it("answers 404 for another account's session: another doctor, another hospital's admin, a delegate", async () => {
    const doctor = await createPerson(env.t, 'Nadia', 'Owner');
    const token = await signInFrom(doctor, FIREFOX_LINUX, '10.1.1.4');
    const [own] = await listSessions(token);
    const [hospital] = await env.t.db.select().from(hospitals).limit(1);
    const otherDoctor = await createPerson(env.t, 'Ivo', 'Intruder');
    const otherAdmin = await createHospitalAdmin(env.t, 'Ada', 'Elsewhere', hospital.id);
    const delegate = await createDelegateOf(env.t, [doctor as TPerson]);

    for (const outsider of [otherDoctor, otherAdmin]) {
      expect(await listSessions(outsider.token)).toEqual([]);
      expectError(await sendAs(env.t, outsider, 'DELETE', `/api/auth/sessions/${own.id}`), 404, 'NOT_FOUND');
    }
    // Acting for the doctor, a delegate still sees and ends only their own sessions.
    const acting = { 'x-acting-for': doctor.id };
    expect(await listSessions(delegate.token, acting)).toEqual([]);
    const asDelegate = await sendAs(env.t, delegate, 'DELETE', `/api/auth/sessions/${own.id}`, {
      actingFor: doctor.id,
    });
    expectError(asDelegate, 404, 'NOT_FOUND');
    expectError(await sendAs(env.t, delegate, 'DELETE', '/api/auth/sessions/not-an-id'), 404, 'NOT_FOUND');

    expect((await get(env.t.app, '/api/auth/me', { token })).statusCode).toBe(200);
    expect((await listSessions(token))[0]).toMatchObject({ id: own.id, isActive: true });
  });

  it('signs out everywhere: every session ends, this one too, and their live streams close', async () => {
    const doctor = await createPerson(env.t, 'Eve', 'Everywhere');
    const loggedOut = await signInFrom(doctor, FIREFOX_LINUX, '10.1.1.5');
    expect((await post(env.t.app, '/api/auth/logout', undefined, { token: loggedOut })).statusCode).toBe(200);
    const laptop = await signInFrom(doctor, FIREFOX_LINUX, '10.1.1.5');
    const phone = await signInFrom(doctor, SAFARI_IPHONE, '10.2.2.5');
    const bystander = await createPerson(env.t, 'Bo', 'Bystander');
    const bystanderToken = await signInFrom(bystander, FIREFOX_LINUX, '10.3.3.5');
    const streams = await Promise.all(
      [laptop, phone].map((token) => openLiveStream(baseUrlOf(env.t.app), token)),
    );

    const response = await post(env.t.app, '/api/auth/sessions/end-all', undefined, { token: phone });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.message).toBe('You are signed out everywhere. Sign in again to continue.');

    for (const token of [laptop, phone]) {
      expectError(await get(env.t.app, '/api/auth/me', { token }), 401, 'UNAUTHORIZED');
    }
    await Promise.all(streams.map((stream) => stream.ended));
    expect((await get(env.t.app, '/api/auth/me', { token: bystanderToken })).statusCode).toBe(200);
    expect(await lastAudit(doctor.id)).toMatchObject({
      action: 'auth.signed-out-everywhere',
      data: { sessions: 2 },
    });

    const again = await signInFrom(doctor, FIREFOX_LINUX, '10.1.1.5');
    const seen = await listSessions(again);
    expect(seen.map((s) => [s.isCurrent, s.isActive, s.endedHow])).toEqual([
      [true, true, null],
      [false, false, 'signed-out-everywhere'],
      [false, false, 'signed-out-everywhere'],
      // Logged out before: it keeps its own ending.
      [false, false, 'signed-out'],
    ]);
  });

  it('keeps when a session was last seen, written beside a request at most every five minutes', async () => {
    const doctor = await createPerson(env.t, 'Lee', 'Seen');
    const token = await signInFrom(doctor, FIREFOX_LINUX, '10.1.1.7');
    const [{ id }] = await env.t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.userId, doctor.id))
      .returning({ id: sessions.id });
    expect((await get(env.t.app, '/api/auth/me', { token })).statusCode).toBe(200);
    await settleAfterAnswer();
    const [seen] = await listSessions(token);
    expect(seen.id).toBe(id);
    expect(Date.now() - Date.parse(seen.lastSeenAt)).toBeLessThan(60_000);
  });

  it('tells a session that logged out from one that another session signed out', async () => {
    const doctor = await createPerson(env.t, 'Lou', 'Logout');
    const first = await signInFrom(doctor, FIREFOX_LINUX, '10.1.1.6');
    const second = await signInFrom(doctor, SAFARI_IPHONE, '10.2.2.6');
    expect((await post(env.t.app, '/api/auth/logout', undefined, { token: first })).statusCode).toBe(200);
    const [, loggedOut] = await listSessions(second);
    expect(loggedOut).toMatchObject({ isActive: false, endedHow: 'signed-out', browser: 'Firefox 133' });
  });
});
