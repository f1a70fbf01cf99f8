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

/** Routes read with a hospital's API token (`Authorization: Bearer dak_…`), not a user's session. */
const API_TOKEN_ROUTES = ['/api/fhir/', '/api/api-token', '/api/feed/'];

type TBody = {
  statusCode?: unknown;
  error?: { code?: unknown; message?: unknown; fields?: Record<string, unknown> };
};

type TOutcome = {
  resourceType?: unknown;
  issue?: {
    details?: { coding?: { code?: unknown }[]; text?: unknown };
    diagnostics?: unknown;
    expression?: string[];
  }[];
};

/**
 * The FHIR routes answer an OperationOutcome (ADR 20): read back as the error shape it carries (the
 * API's code in each issue's details, a field per issue's expression), so it is held to the same checks.
 */
function fromOutcome(status: number, outcome: TOutcome): TBody {
  const issues = outcome.issue ?? [];
  const named = issues.filter((issue) => issue.expression?.[0] !== undefined);
  return {
    statusCode: status,
    error: {
      code: issues[0]?.details?.coding?.[0]?.code,
      message: issues[0]?.details?.text,
      ...(named.length > 0
        ? { fields: Object.fromEntries(named.map((issue) => [issue.expression?.[0], issue.diagnostics])) }
        : {}),
    },
  };
}

function readBody(response: LightMyRequestResponse): TBody | null {
  try {
    const body = response.json() as TBody & TOutcome;
    return body.resourceType === 'OperationOutcome' ? fromOutcome(response.statusCode, body) : body;
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
          ...c.headers,
          ...(caseToken ? { 'x-auth-token': caseToken } : {}),
          // The routes other systems read with a hospital's API token (FHIR, the feed) get one too.
          ...(caseToken && apiToken && API_TOKEN_ROUTES.some((prefix) => c.url.startsWith(prefix))
            ? { authorization: `Bearer ${apiToken}` }
            : {}),
        },
      });
      count(tally, c, response);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
