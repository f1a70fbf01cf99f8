import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@docapply/rules';
import { randomIp } from './auth';
import type { TSweepCase } from './sweep-inputs';
import type { TTestApp } from './test-app';

export type TSweepTally = {
  requests: number;
  serverErrors: number;
  /** Answers decided past input checks: success, or a service's own refusal (404, 409, a bad token…). */
  reachedServices: number;
  statuses: Record<number, number>;
  failures: string[];
};

export function createTally(): TSweepTally {
  return { requests: 0, serverErrors: 0, reachedServices: 0, statuses: {}, failures: [] };
}

// Refusals decided before a service runs: input checks, sign-in, limits.
const EARLY_CODES = new Set([
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
]);

type TBody = {
  statusCode?: unknown;
  error?: { code?: unknown; message?: unknown; fields?: Record<string, unknown> };
};

function readBody(response: LightMyRequestResponse): TBody | null {
  try {
    return response.json() as TBody;
  } catch {
    return null;
  }
}

/** What is wrong with an answer, or null: 5xx, a 4xx off the shape, or not the expected refusal. */
export function findProblem(c: TSweepCase, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) {
    return `${status} ${response.body.slice(0, 200)}`;
  }
  if (status < 400) {
    return c.forbiddenField !== undefined || c.status !== undefined
      ? `expected a refusal, got ${status}`
      : null;
  }
  const body = readBody(response);
  if (!body) {
    return `${status} is not JSON: ${response.body.slice(0, 100)}`;
  }
  const isShape =
    body.statusCode === status &&
    typeof body.error?.code === 'string' &&
    typeof body.error.message === 'string' &&
    Object.keys(body).length === 2;
  if (!isShape || /at .+\.(ts|js|mjs|cjs):\d+|node_modules|"stack"/.test(response.body)) {
    return `${status} off the error shape: ${response.body.slice(0, 200)}`;
  }
  if (c.status !== undefined && status !== c.status) {
    return `expected ${c.status}, got ${status} ${response.body.slice(0, 200)}`;
  }
  if (c.forbiddenField !== undefined) {
    const named = body.error?.fields?.[c.forbiddenField];
    if (status !== 400 || body.error?.code !== 'VALIDATION' || named !== MESSAGES.forbiddenCharacters) {
      return `expected 400 naming ${JSON.stringify(c.forbiddenField)}, got ${status} ${response.body.slice(0, 200)}`;
    }
  }
  return null;
}

function count(tally: TSweepTally, c: TSweepCase, response: LightMyRequestResponse): void {
  tally.requests += 1;
  tally.statuses[response.statusCode] = (tally.statuses[response.statusCode] ?? 0) + 1;
  if (response.statusCode >= 500) {
    tally.serverErrors += 1;
  }
  const code = response.statusCode >= 400 ? readBody(response)?.error?.code : undefined;
  if (response.statusCode < 400 || (typeof code === 'string' && !EARLY_CODES.has(code))) {
    tally.reachedServices += 1;
  }
  const problem = findProblem(c, response);
  if (problem) {
    tally.failures.push(`${c.label} -> ${problem}`);
  }
}

/** Sends the cases, a few at a time, and tallies the answers. `token` is used unless a case has its own. */
export async function runCases(
  t: TTestApp,
  cases: TSweepCase[],
  {
    token,
    apiToken,
    tally,
    concurrency = 8,
  }: { token: string; apiToken?: string; tally: TSweepTally; concurrency?: number },
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next];
      next += 1;
      const caseToken = c.token ?? token;
      const response = await t.app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload,
        remoteAddress: randomIp(),
        headers: {
          // A route read with a hospital API token (the feed) gets it, so its own checks run too.
          ...(caseToken && apiToken ? { authorization: `Bearer ${apiToken}` } : {}),
          ...c.headers,
          ...(caseToken ? { 'x-auth-token': caseToken } : {}),
        },
      });
      count(tally, c, response);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
