import { expect } from 'vitest';
import type { TApiTokenCreated, TApiTokenScope } from '@docapply/contracts';
import type { TTestApp } from './test-app';

/**
 * A hospital API token made the way a hospital's admin makes it (POST …/api-tokens), for tests of
 * what other systems read with one (the FHIR export, the privileges feed).
 */
export async function createApiToken(
  t: Pick<TTestApp, 'app'>,
  {
    adminToken,
    hospitalId,
    scopes,
    name = 'Test client',
  }: {
    adminToken: string;
    hospitalId: string;
    scopes: TApiTokenScope[];
    name?: string;
  },
): Promise<TApiTokenCreated> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/hospitals/${hospitalId}/api-tokens`,
    headers: { 'x-auth-token': adminToken },
    payload: { name, scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().result as TApiTokenCreated;
}

/** The header a client sends with a hospital API token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
