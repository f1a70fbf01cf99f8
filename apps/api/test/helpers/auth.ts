import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TRole } from '@docapply/contracts';
import type { TConfig } from '@/config';
import type { TDb } from '@/core/db/client';
import { issueAccessToken } from '@/core/access/tokens';
import { hashPassword } from '@/core/users/passwords';
import { createUser, type TUserRow } from '@/core/users/users';
import { GOOD_PASSWORD } from './constants';
import type { TTestSmtp } from './smtp';

export const SUBJECTS = {
  verify: 'Verify your DocApply email',
  code: 'Your DocApply sign-in code',
  exists: 'You already have a DocApply account',
} as const;

export function randomEmail(prefix = 'doctor'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

/** A made-up client address, so each test has its own per-IP counters. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

type TSendOptions = { token?: string; ip?: string; headers?: Record<string, string> };

export function post(app: FastifyInstance, url: string, body?: unknown, options: TSendOptions = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: body === undefined ? undefined : (body as Record<string, unknown>),
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...(options.token ? { 'x-auth-token': options.token } : {}), ...options.headers },
  });
}

export function get(app: FastifyInstance, url: string, options: TSendOptions = {}) {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...(options.token ? { 'x-auth-token': options.token } : {}), ...options.headers },
  });
}

/** Asserts the error shape and returns its error part. */
export function expectError(response: LightMyRequestResponse, statusCode: number, code?: string) {
  expect(response.statusCode, response.body).toBe(statusCode);
  const body = response.json() as {
    statusCode: number;
    error: { code: string; message: string; fields?: Record<string, string> };
  };
  expect(body.statusCode).toBe(statusCode);
  expect(typeof body.error.message).toBe('string');
  if (code) {
    expect(body.error.code).toBe(code);
  }
  return body.error;
}

export function registerBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Alex',
    lastName: 'Rivera',
    email: randomEmail(),
    phone: '+1 212-555-0100',
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    terms: 'true',
    ...overrides,
  };
}

export function findVerifyToken(text: string): string {
  const match = /emailVerified\?token=([\w%-]+)/.exec(text);
  if (!match) {
    throw new Error(`No verification link in: ${text}`);
  }
  return decodeURIComponent(match[1]);
}

export function findCode(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) {
    throw new Error(`No code in: ${text}`);
  }
  return match[1];
}

/** Registers through the API and opens the emailed link: a verified doctor. */
export async function signUpDoctor(
  app: FastifyInstance,
  smtp: TTestSmtp,
  overrides: Record<string, unknown> = {},
) {
  const body = registerBody(overrides);
  const response = await post(app, '/api/auth/register', body, { ip: randomIp() });
  expect(response.statusCode, response.body).toBe(201);
  const mail = await smtp.waitFor(body.email, { subject: SUBJECTS.verify });
  const verified = await post(app, '/api/auth/emailVerify', { token: findVerifyToken(mail.text) });
  expect(verified.statusCode, verified.body).toBe(200);
  return { email: body.email, password: body.password };
}

/** Password, then the emailed code: returns the challenge answer and the emailed code. */
export async function startSignIn(
  app: FastifyInstance,
  smtp: TTestSmtp,
  email: string,
  password: string,
  ip = randomIp(),
) {
  const before = smtp.to(email).length;
  const response = await post(app, '/api/auth/verifyUser', { email, password }, { ip });
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json().result as {
    challenge: string;
    expiresAt: string;
    otpMinutes: number;
    message: string;
  };
  const mail = await smtp.waitFor(email, { subject: SUBJECTS.code, after: before });
  return { ...result, code: findCode(mail.text), mail };
}

export async function signIn(
  app: FastifyInstance,
  smtp: TTestSmtp,
  email: string,
  password: string,
): Promise<string> {
  const { challenge, code } = await startSignIn(app, smtp, email, password);
  const response = await post(app, '/api/auth/otp', { challenge, code });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.token as string;
}

/**
 * The guard's session look-up (the account and whether the token was revoked), which a process
 * sends for a token's first request and then keeps (modules/auth/session-cache.ts).
 */
export const isSessionLookUp = (statement: string) => statement.includes('"revoked_tokens"');

/** A user written straight to the database, with a token, for tests about other things. */
export async function createUserWithToken(
  db: TDb,
  config: TConfig,
  {
    roles = ['doctor'] as TRole[],
    email = randomEmail(roles[0]),
    practitionerType,
  }: { roles?: TRole[]; email?: string; practitionerType?: string } = {},
): Promise<{ user: TUserRow; token: string; password: string }> {
  const user = await createUser(db, {
    email,
    passwordHash: await hashPassword(GOOD_PASSWORD),
    firstName: 'Test',
    lastName: 'User',
    roles,
    isEmailVerified: true,
    practitionerType,
  });
  if (!user) {
    throw new Error('user exists');
  }
  return { user, token: await issueAccessToken(config, user), password: GOOD_PASSWORD };
}
