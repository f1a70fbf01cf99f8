import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '@/core/access/tokens';
import { createUser } from '@/core/users/users';
import { randomEmail } from './auth';
import { createSweepCases, type TSweepCase } from './sweep-inputs';
import {
  createSweepFixtures,
  findOperations,
  type TSweepFixtures,
  type TSweepOperation,
} from './sweep-operations';
import { createTally, runCases, type TSweepTally } from './sweep-run';
import { createTestApp, type TTestApp } from './test-app';

export const MIN_CASES_PER_OPERATION = 100;
// Every how many authenticated cases one is sent again without a token.
const UNAUTHENTICATED_SAMPLE_EVERY = 6;

/** Operations that remove or end what the others use go last (logout revokes the token). */
function isDestructive(op: TSweepOperation): boolean {
  return op.method === 'DELETE' || op.key.includes('/logout') || op.key.endsWith('/status');
}

/** Signing out everywhere ends every session of the account: such a case signs out an account of its own. */
const isEndingAccountSessions = (op: TSweepOperation) => op.key.endsWith('/sessions/end-all');

async function createOwnAccountToken(t: TTestApp): Promise<string> {
  // Never signed in with a password: the hash is not one, and need not be.
  const user = await createUser(t.db, {
    email: randomEmail('sweep'),
    passwordHash: 'unused',
    firstName: 'Sweep',
    lastName: 'Account',
    roles: ['doctor'],
    isEmailVerified: true,
  });
  if (!user) {
    throw new Error('sweep account exists');
  }
  return issueAccessToken(t.config, user);
}

function summarise(
  name: string,
  operations: number,
  tally: TSweepTally,
  minimum: number,
  ms: number,
): string {
  const statuses = Object.entries(tally.statuses)
    .map(([status, n]) => `${status}:${n}`)
    .join(' ');
  return (
    `${name}: ${operations} operations, ${tally.requests} requests (at least ${minimum} per operation), ` +
    `${tally.serverErrors} answers 5xx, ${tally.failures.length} failed checks, ` +
    `${tally.reachedServices} decided by services, ` +
    `${Math.round(ms)} ms; statuses ${statuses}`
  );
}

/**
 * Part `part` of `parts` of the bad-input sweep: every operation of the OpenAPI document (split
 * between test files so they run in parallel, each on its own database) gets at least 100 malformed
 * requests with a token holding every role, and a sample of them again without a token. Each answer
 * is a 4xx in the error shape, never a 5xx; text with forbidden characters is refused naming its field.
 */
export function describeBadInputSweep(part: number, parts: number): void {
  describe(`bad input to every operation (part ${part + 1} of ${parts})`, () => {
    let t: TTestApp;
    let f: TSweepFixtures;
    let operations: TSweepOperation[];
    const casesByOperation = new Map<string, TSweepCase[]>();

    beforeAll(async () => {
      // The per-IP limit would answer 429 long before the sweep is through; identity limits still apply.
      t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
      f = await createSweepFixtures(t);
      const all = await findOperations(t);
      expect(all.length).toBeGreaterThanOrEqual(60);
      operations = all
        .filter((_, index) => index % parts === part)
        .sort((a, b) => Number(isDestructive(a)) - Number(isDestructive(b)));
      for (const op of operations) {
        casesByOperation.set(op.key, createSweepCases(op, f));
      }
    });
    afterAll(async () => {
      await t.close();
    });

    /** Logout revokes the token it is sent with: each of its cases brings a token of its own. */
    const withOwnTokens = async (op: TSweepOperation, cases: TSweepCase[]) =>
      isEndingAccountSessions(op)
        ? Promise.all(cases.map(async (c) => ({ ...c, token: c.token ?? (await createOwnAccountToken(t)) })))
        : op.key.includes('/logout')
          ? Promise.all(
              cases.map(async (c) => ({
                ...c,
                token: c.token ?? (await issueAccessToken(t.config, f.user)),
              })),
            )
          : cases;

    it('answers each malformed request with a 4xx in the error shape, never a 5xx', async () => {
      const started = performance.now();
      const tally = createTally();
      let minimum = Number.POSITIVE_INFINITY;
      for (const op of operations) {
        const cases = casesByOperation.get(op.key) ?? [];
        expect(cases.length, op.key).toBeGreaterThanOrEqual(MIN_CASES_PER_OPERATION);
        minimum = Math.min(minimum, cases.length);
        const opStart = performance.now();
        await runCases(t, await withOwnTokens(op, cases), { token: f.token, apiToken: f.apiToken, tally });
        if (process.env.SWEEP_DEBUG) {
          console.info(`${op.key} ${cases.length} ${Math.round(performance.now() - opStart)} ms`);
        }
      }
      console.info(summarise('signed in', operations.length, tally, minimum, performance.now() - started));
      expect(tally.failures.slice(0, 30)).toEqual([]);
      expect(tally.serverErrors).toBe(0);
      // The requests are not all stopped at the door: many reach the services and their own checks.
      expect(tally.reachedServices).toBeGreaterThan(tally.requests * 0.05);
      // Hundreds of requests per operation: a busy machine needs more than the suite's 30 s.
    }, 240_000);

    it('answers a sample of them without a token the same way', async () => {
      const started = performance.now();
      const tally = createTally();
      for (const op of operations) {
        const sample = (casesByOperation.get(op.key) ?? [])
          .filter((_, index) => index % UNAUTHENTICATED_SAMPLE_EVERY === 0)
          // Without a token a protected route refuses first (401), so only the shape is checked.
          .map((c) => ({ ...c, token: '', forbiddenField: undefined, status: undefined }));
        await runCases(t, sample, { token: '', tally });
      }
      console.info(summarise('no token', operations.length, tally, 0, performance.now() - started));
      expect(tally.failures.slice(0, 30)).toEqual([]);
      expect(tally.serverErrors).toBe(0);
    });
  });
}
