import { describe, expect, it } from 'vitest';
import { ACTING_FOR_HEADER, AUTH_HEADER, STORAGE_KEYS } from '@docapply/contracts';
import { createApiClient, createAuthStorage } from '@/index';

const CONFIG = { apiBaseUrl: 'https://api.test/api', httpTimeoutMs: 0 };

function recordRequests() {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push(new Request(input, init));
    return Response.json({ result: null });
  };
  return { fetch, requests };
}

describe('the doctor a delegate acts for (issue 16)', () => {
  it('is named on every call while one is chosen, and on none otherwise', async () => {
    const { fetch, requests } = recordRequests();
    const storage = createAuthStorage(STORAGE_KEYS);
    storage.setToken('delegate-token');
    let actingFor: string | null = null;
    const client = createApiClient({
      config: CONFIG,
      authStorage: { ...storage, getActingFor: () => actingFor },
      fetch,
    });
    await client.get('/delegations');
    actingFor = 'doctor-1';
    await client.put('/formsResponse/r1');
    await client.del('/gcs/remove/a/b');
    expect(requests.map((request) => request.headers.get(ACTING_FOR_HEADER))).toEqual([
      null,
      'doctor-1',
      'doctor-1',
    ]);
    expect(requests.every((request) => request.headers.get(AUTH_HEADER) === 'delegate-token')).toBe(true);
  });
});
