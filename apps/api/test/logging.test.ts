import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '@/core/db/schema';
import {
  SUBJECTS,
  findCode,
  findVerifyToken,
  get,
  post,
  randomIp,
  registerBody,
  startSignIn,
} from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { TRUST_PROXY_WARNING } from '@/plugins/security';
import { createTestApp, type TTestApp } from './helpers/test-app';

describe('logs', () => {
  let t: TTestApp;
  let smtp: TTestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, captureLogs: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('hold no password, code, challenge or token through a whole sign-up and sign-in', async () => {
    const body = registerBody();
    await post(t.app, '/api/auth/register', body, { ip: randomIp() });
    const verifyToken = findVerifyToken((await smtp.waitFor(body.email, { subject: SUBJECTS.verify })).text);
    await post(t.app, '/api/auth/emailVerify', { token: verifyToken });
    const { challenge, code } = await startSignIn(t.app, smtp, body.email, body.password);
    await post(t.app, '/api/auth/otp', { challenge, code: code === '111111' ? '111112' : '111111' });
    const session = await post(t.app, '/api/auth/otp', { challenge, code });
    const accessToken = session.json().result.token as string;
    await get(t.app, '/api/auth/me', { token: accessToken });
    await post(t.app, '/api/auth/logout', undefined, { token: accessToken });
    await get(t.app, '/api/auth/me', { token: accessToken });

    const logs = t.logs.join('\n');
    expect(logs).toContain('request completed');
    expect(logs).toContain('/api/auth/otp');
    for (const secret of [body.password, verifyToken, challenge, code, accessToken, t.config.TOKEN_KEY]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('writes one line per request, once it is answered: its id, method, URL, status and time', async () => {
    const requestId = `log-line-${Date.now()}`;
    const answered = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-request-id': requestId },
    });
    expect(answered.headers['x-request-id']).toBe(requestId);
    const lines = t.logs.filter((line) => line.includes(requestId)).map((line) => JSON.parse(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      reqId: requestId,
      method: 'GET',
      url: '/api/auth/me',
      statusCode: 401,
      responseTime: expect.any(Number),
    });
  });

  it("keeps a link's secret out of the URL it logs: a short link's code, a token or code in the query", async () => {
    const secrets = ['Shrt7Kq9', 'reset-token-0123456789', 'verify-token-9876543210', 'C0deXyZ'];
    const urls = [
      `/api/urls/${secrets[0]}`,
      `/resetPassword?token=${secrets[1]}`,
      `/admin/setPassword?next=%2Fadmin&token=${secrets[2]}`,
      `/redirect?c=${secrets[3]}`,
    ];
    for (const [index, url] of urls.entries()) {
      const requestId = `log-secret-${index}-${Date.now()}`;
      await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': requestId } });
      const [line] = t.logs.filter((entry) => entry.includes(requestId)).map((entry) => JSON.parse(entry));
      expect(line.msg).toBe('request completed');
      expect(line.url).not.toContain(secrets[index]);
    }
    const lines = t.logs.filter((entry) => entry.includes('log-secret-')).map((entry) => JSON.parse(entry));
    expect(lines.map((line) => line.url)).toEqual([
      '/api/urls/[redacted]',
      '/resetPassword?token=[redacted]',
      '/admin/setPassword?next=%2Fadmin&token=[redacted]',
      '/redirect?c=[redacted]',
    ]);
  });
});

describe('mail without an SMTP server', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp({ captureLogs: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is kept in the outbox and printed to the log, so a person can read the link', async () => {
    const body = registerBody();
    await post(t.app, '/api/auth/register', body, { ip: randomIp() });
    // The outbox sends after the answer: on a busy machine that can take seconds.
    const readRows = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
    await expect
      .poll(async () => (await readRows())[0]?.status, { timeout: 20_000, interval: 50 })
      .toBe('logged');
    const rows = await readRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: SUBJECTS.verify, status: 'logged', attempts: 1 });
    const token = findVerifyToken(rows[0].text);
    const printed = t.logs.find((line) => line.includes('Mail printed'));
    expect(printed).toBeDefined();
    const entry = JSON.parse(printed ?? '{}');
    expect(entry.mail).toMatchObject({ to: body.email, subject: SUBJECTS.verify });
    expect(findVerifyToken(entry.mail.text)).toBe(token);
  });

  it('prints the sign-in code with its lifetime', async () => {
    const body = registerBody();
    await post(t.app, '/api/auth/register', body, { ip: randomIp() });
    const response = await post(
      t.app,
      '/api/auth/verifyUser',
      { email: body.email, password: body.password },
      { ip: randomIp() },
    );
    expect(response.statusCode).toBe(200);
    let printed: string | undefined;
    for (let i = 0; i < 100 && !printed; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      printed = t.logs.find((line) => line.includes(SUBJECTS.code) && line.includes(body.email));
    }
    const text = JSON.parse(printed ?? '{}').mail.text as string;
    expect(text).toContain('valid for 1 minute');
    const signIn = await post(t.app, '/api/auth/otp', {
      challenge: response.json().result.challenge,
      code: findCode(text),
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('a server behind a proxy it was not told about (TRUST_PROXY unset)', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp({ captureLogs: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says so in its log once, at the first forwarded request, with what to set', async () => {
    const warnings = () =>
      t.logs
        .map((line) => JSON.parse(line) as { msg?: string })
        .filter((entry) => entry.msg === TRUST_PROXY_WARNING);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(warnings()).toEqual([]);
    for (const address of ['203.0.113.7', '203.0.113.8']) {
      await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': address } });
    }
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ level: 40 });
  });
});

describe('a server told it is behind a proxy (TRUST_PROXY=true)', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' }, captureLogs: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes the forwarded address without a warning', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(t.logs.filter((line) => line.includes('TRUST_PROXY'))).toEqual([]);
  });
});
