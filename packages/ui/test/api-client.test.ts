import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@docapply/contracts';
import { ApiError, createApiClient, createAuthStorage } from '@/index';

const CONFIG = { apiBaseUrl: 'https://api.test/api', httpTimeoutMs: 0 };

/** An axios adapter that records the request and gives one canned response. */
function respond(status: number, data?: unknown, headers: Record<string, string> = {}) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const response = { data, status, statusText: String(status), headers, config };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    }
    return response;
  };
  return { adapter, requests };
}

function createClient(adapter: AxiosAdapter, token?: string) {
  const authStorage = createAuthStorage(STORAGE_KEYS);
  if (token) {
    authStorage.setToken(token);
    authStorage.setUser({ email: 'ada@mail.com' });
  }
  const onUnauthorized = vi.fn();
  const client = createApiClient({ config: CONFIG, authStorage, onUnauthorized, adapter });
  return { client, authStorage, onUnauthorized };
}

describe('createApiClient', () => {
  it('joins array params with commas and drops empty ones', async () => {
    const { adapter, requests } = respond(200, { result: [] });
    const { client } = createClient(adapter);
    await client.get('/applications/search', {
      status: ['applied', 'in-review'],
      q: '',
      page: 2,
      a: null,
      b: undefined,
    });
    const url = new URL(axios.getUri(requests[0]));
    expect(url.pathname).toBe('/api/applications/search');
    expect([...url.searchParams.keys()]).toEqual(['status', 'page']);
    expect(url.searchParams.get('status')).toBe('applied,in-review');
    expect(url.searchParams.get('page')).toBe('2');
  });

  it("keeps a busy server's Retry-After on the error", async () => {
    const body = { statusCode: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy' } };
    const { client } = createClient(respond(503, body, { 'retry-after': '10' }).adapter);
    const error = await client.get('/applications/search').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', retryAfterMs: 10_000 });
    const { client: plain } = createClient(respond(500, { statusCode: 500, error: { code: 'X' } }).adapter);
    const other = await plain.get('/health').catch((caught: unknown) => caught);
    expect(other).toMatchObject({ statusCode: 500, retryAfterMs: undefined });
  });

  it('returns the result field of the answer', async () => {
    const { adapter } = respond(200, { result: { status: 'ok' } });
    const { client } = createClient(adapter);
    await expect(client.get('/health')).resolves.toEqual({ status: 'ok' });
  });

  it('sends the body, the site timeout and the token in x-auth-token', async () => {
    const { adapter, requests } = respond(201, { result: { id: 'c1' } });
    const { client } = createClient(adapter, 'token-123');
    await expect(client.post<unknown, { name: string }>('/contacts', { name: 'Ada' })).resolves.toEqual({
      id: 'c1',
    });
    expect(JSON.parse(String(requests[0].data))).toEqual({ name: 'Ada' });
    expect(requests[0].timeout).toBe(0);
    expect(AxiosHeaders.from(requests[0].headers).get('x-auth-token')).toBe('token-123');
  });

  it('sends no token header when signed out', async () => {
    const { adapter, requests } = respond(200, { result: {} });
    const { client } = createClient(adapter);
    await client.put<unknown, object>('/forms/1', {});
    expect(AxiosHeaders.from(requests[0].headers).has('x-auth-token')).toBe(false);
  });

  it('throws ApiError with the server message, code and field errors', async () => {
    const { adapter } = respond(400, {
      statusCode: 400,
      error: { code: 'OTP_INVALID', message: 'Invalid code', fields: { code: 'Invalid code' } },
    });
    const { client } = createClient(adapter);
    const error = await client.post<unknown, object>('/auth/otp', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'OTP_INVALID',
      message: 'Invalid code',
      fields: { code: 'Invalid code' },
    });
  });

  it('uses the generic message when the server gives none', async () => {
    const { adapter } = respond(502, '<html>Bad gateway</html>');
    const { client } = createClient(adapter);
    await expect(client.del('/comments/1')).rejects.toMatchObject({
      statusCode: 502,
      message: 'Something went wrong, Please try again ...',
    });
  });

  it('uses the generic message when the network fails', async () => {
    const adapter: AxiosAdapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    const { client } = createClient(adapter);
    await expect(client.get('/health')).rejects.toMatchObject({
      statusCode: 0,
      message: 'Something went wrong, Please try again ...',
    });
  });

  it('on a 401 with a session, clears the stored session and reloads', async () => {
    const { adapter } = respond(401, {
      statusCode: 401,
      error: { code: 'UNAUTHORIZED', message: 'Session expired' },
    });
    const { client, authStorage, onUnauthorized } = createClient(adapter, 'old-token');
    await expect(client.get('/auth/me')).rejects.toMatchObject({
      statusCode: 401,
      message: 'Session expired',
    });
    expect(authStorage.getToken()).toBeNull();
    expect(authStorage.getUser()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('on a 401 without a session (wrong password), only reports the error', async () => {
    const { adapter } = respond(401, {
      statusCode: 401,
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
    });
    const { client, onUnauthorized } = createClient(adapter);
    await expect(client.post<unknown, object>('/auth/verifyUser', {})).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns the transport upload progress into whole percentages', async () => {
    const adapter: AxiosAdapter = async (config) => {
      // What the browser's transport reports as 1 of 3 parts, then all of them, leave.
      for (const loaded of [1, 3]) {
        config.onUploadProgress?.({
          loaded,
          total: 3,
          progress: loaded / 3,
          bytes: 1,
          upload: true,
          lengthComputable: true,
        });
      }
      return { data: { result: { id: 'f1' } }, status: 201, statusText: '201', headers: {}, config };
    };
    const { client } = createClient(adapter, 'token-123');
    const percents: number[] = [];
    await expect(
      client.upload('/gcs/upload/a/f1', new FormData(), { onProgress: (percent) => percents.push(percent) }),
    ).resolves.toEqual({ id: 'f1' });
    expect(percents).toEqual([33, 100]);
  });
});
