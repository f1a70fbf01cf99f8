import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type TErrorShape = {
  statusCode: number;
  error: { code: string; message: string; fields?: Record<string, string> };
};

/**
 * A client's mistake: a 4xx (never a 5xx) in the one error shape, with no stack trace or internal
 * detail. Returns the error part for further checks.
 */
export function expectClientError(response: LightMyRequestResponse, label = ''): TErrorShape['error'] {
  const context = `${label} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, context).toBeLessThan(500);
  const body = response.json() as TErrorShape;
  expect(body.statusCode, context).toBe(response.statusCode);
  expect(typeof body.error?.code, context).toBe('string');
  expect(typeof body.error?.message, context).toBe('string');
  expect(Object.keys(body).sort(), context).toEqual(['error', 'statusCode']);
  expect(response.body, context).not.toMatch(/at .+\.(ts|js|mjs|cjs):\d+|node_modules|"stack"/);
  return body.error;
}
