import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@docapply/contracts';
import { ApiError, createApiClient, createAuthStorage, isCancelledError } from '@/index';
import { readText } from './read-blob';

const CONFIG = { apiBaseUrl: 'https://api.test/api', httpTimeoutMs: 0 };

/** JSON's type, as the API labels every answer of its own. */
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** A fetch that records each request and gives one canned answer: JSON, or the text given. */
function respond(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push(new Request(input, init));
    if (typeof body === 'string' || body === undefined) {
      return new Response(body ?? null, { status, headers });
    }
    return new Response(JSON.stringify(body), { status, headers: { ...JSON_TYPE, ...headers } });
  };
  return { fetch, requests };
}

/**
 * A multipart body as it goes over the wire. Node 24's own parser (`request.formData()`) cannot run
 * here: it makes its parts with the global File, which is jsdom's under jsdom, and asserts its own.
 */
async function readMultipart(request: Request): Promise<string> {
  expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  return request.text();
}

/** A fetch that answers nothing: like the browser's, it fails only when its call is aborted. */
const neverAnswer: typeof fetch = (input) =>
  new Promise((_resolve, reject) => {
    const { signal } = input as Request;
    const fail = () => reject(signal.reason);
    if (signal.aborted) {
      fail();
    }
    signal.addEventListener('abort', fail);
  });

function createClient(fetch: typeof globalThis.fetch, { token = '', httpTimeoutMs = 0 } = {}) {
  const authStorage = createAuthStorage(STORAGE_KEYS);
  if (token) {
    authStorage.setToken(token);
    authStorage.setUser({ email: 'ada@mail.com' });
  }
  const onUnauthorized = vi.fn();
  const config = { ...CONFIG, httpTimeoutMs };
  const client = createApiClient({ config, authStorage, onUnauthorized, fetch });
  return { client, authStorage, onUnauthorized };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient', () => {
  it('joins array params with commas and drops empty ones', async () => {
    const { fetch, requests } = respond(200, { result: [] });
    const { client } = createClient(fetch);
    await client.get('/applications/search', {
      status: ['applied', 'in-review'],
      q: '',
      page: 2,
      a: null,
      b: undefined,
    });
    const url = new URL(requests[0].url);
    expect(url.pathname).toBe('/api/applications/search');
    expect([...url.searchParams.keys()]).toEqual(['status', 'page']);
    expect(url.searchParams.get('status')).toBe('applied,in-review');
    expect(url.searchParams.get('page')).toBe('2');
  });

  it("keeps a busy server's Retry-After on the error", async () => {
    const body = { statusCode: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy' } };
    const busy = respond(503, body, { 'retry-after': '10' });
    const { client } = createClient(busy.fetch);
    const error = await client.get('/applications/search').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', retryAfterMs: 10_000 });
    // Asked once: whether and when to ask again is the caller's (the query client's) to decide.
    expect(busy.requests).toHaveLength(1);
    const { client: plain } = createClient(respond(500, { statusCode: 500, error: { code: 'X' } }).fetch);
    const other = await plain.get('/health').catch((caught: unknown) => caught);
    expect(other).toMatchObject({ statusCode: 500, retryAfterMs: undefined });
  });

  describe('a change the server refused before doing any of it', () => {
    const BUSY = { statusCode: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy' } };
    const unprocessed = (retryAfter: string) => ({ 'retry-after': retryAfter, 'x-request-unprocessed': '1' });

    /** A fetch that gives its answers in turn, then the last one again. */
    function answerInTurn(...answers: { status: number; body: unknown; headers?: Record<string, string> }[]) {
      const requests: Request[] = [];
      const fetch: typeof globalThis.fetch = async (input, init) => {
        requests.push(new Request(input, init));
        const { status, body, headers } = answers[Math.min(requests.length, answers.length) - 1];
        return new Response(JSON.stringify(body), { status, headers: { ...JSON_TYPE, ...headers } });
      };
      return { fetch, requests };
    }

    it('is sent again after its Retry-After, and its answer is the one the caller gets', async () => {
      vi.useFakeTimers();
      const server = answerInTurn(
        { status: 503, body: BUSY, headers: unprocessed('10') },
        { status: 201, body: { result: { id: 'a1' } } },
      );
      const { client } = createClient(server.fetch);
      const saved = client.post('/applications', { hospitalId: 'h1' });
      await vi.advanceTimersByTimeAsync(9_900);
      expect(server.requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(200);
      await expect(saved).resolves.toEqual({ id: 'a1' });
      expect(server.requests).toHaveLength(2);
      const bodies = await Promise.all(server.requests.map((request) => request.text()));
      expect(bodies).toEqual([JSON.stringify({ hospitalId: 'h1' }), JSON.stringify({ hospitalId: 'h1' })]);
      expect(server.requests.map((request) => request.method)).toEqual(['POST', 'POST']);
    });

    it('is sent at most three times in all, then fails with the last answer', async () => {
      const server = answerInTurn({ status: 503, body: BUSY, headers: unprocessed('0') });
      const { client } = createClient(server.fetch);
      const error = await client.put('/applications/a1', { x: 1 }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Busy' });
      expect(server.requests).toHaveLength(3);
    });

    it('is not sent again when the 503 does not say it was refused before any work, nor a read', async () => {
      // A statement stopped midway (the database busy): some of the change may have happened.
      const midway = answerInTurn({ status: 503, body: BUSY, headers: { 'retry-after': '0' } });
      const { client } = createClient(midway.fetch);
      await expect(client.post('/applications', {})).rejects.toMatchObject({ statusCode: 503 });
      expect(midway.requests).toHaveLength(1);
      // A read refused so: asking again is the query client's (which retries a 503 itself).
      const read = answerInTurn({ status: 503, body: BUSY, headers: unprocessed('0') });
      const { client: reader } = createClient(read.fetch);
      await expect(reader.get('/applications/search')).rejects.toMatchObject({ statusCode: 503 });
      expect(read.requests).toHaveLength(1);
    });
  });

  it('returns the result field of the answer', async () => {
    const { fetch } = respond(200, { result: { status: 'ok' } });
    const { client } = createClient(fetch);
    await expect(client.get('/health')).resolves.toEqual({ status: 'ok' });
  });

  it('sends the body as JSON and the token in x-auth-token', async () => {
    const { fetch, requests } = respond(201, { result: { id: 'c1' } });
    const { client } = createClient(fetch, { token: 'token-123' });
    await expect(client.post<unknown, { name: string }>('/contacts', { name: 'Ada' })).resolves.toEqual({
      id: 'c1',
    });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('content-type')).toBe('application/json');
    expect(await requests[0].json()).toEqual({ name: 'Ada' });
    expect(requests[0].headers.get('x-auth-token')).toBe('token-123');
  });

  // Recording a verification PUTs its fields and evidence file as a form.
  it('sends form data as multipart, not as JSON', async () => {
    const { fetch, requests } = respond(200, { result: { id: 'v1' } });
    const { client } = createClient(fetch, { token: 'token-123' });
    const form = new FormData();
    form.append('source', 'IDFPR');
    form.append('evidence', new Blob(['png bytes'], { type: 'image/png' }), 'lookup.png');
    await expect(client.put<unknown, FormData>('/verification/1', form)).resolves.toEqual({ id: 'v1' });
    expect(requests[0].method).toBe('PUT');
    expect(requests[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await readMultipart(requests[0]);
    expect(sent).toMatch(/name="source"\r\n\r\nIDFPR\r\n/);
    expect(sent).toMatch(
      /name="evidence"; filename="[^"]*"\r\nContent-Type: image\/png\r\n\r\npng bytes\r\n/,
    );
  });

  it('sends no token header when signed out', async () => {
    const { fetch, requests } = respond(200, { result: {} });
    const { client } = createClient(fetch);
    await client.put<unknown, object>('/forms/1', {});
    expect(requests[0].headers.has('x-auth-token')).toBe(false);
  });

  it('waits as long as the answer takes when the site sets no timeout (0)', async () => {
    vi.useFakeTimers();
    const slow: typeof fetch = () =>
      new Promise((resolve) => setTimeout(() => resolve(Response.json({ result: 'late' })), 60_000));
    const { client } = createClient(slow);
    const call = client.get('/health');
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(call).resolves.toBe('late');
  });

  it('gives up after the site timeout, with a TIMEOUT error', async () => {
    vi.useFakeTimers();
    const { client } = createClient(neverAnswer, { httpTimeoutMs: 200 });
    const call = client.get('/health').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(200);
    const error = await call;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 0,
      code: 'TIMEOUT',
      message: 'Something went wrong, Please try again ...',
    });
  });

  it('gives up on an answer whose body stops coming, at the site timeout', async () => {
    vi.useFakeTimers();
    // The headers and the first bytes arrive, the rest never does.
    const stalled: typeof fetch = async () =>
      new Response(new ReadableStream({ start: (body) => body.enqueue(new TextEncoder().encode('%PDF')) }));
    const { client } = createClient(stalled, { httpTimeoutMs: 200 });
    const download = client.getBlob('/gcs/get/app-1/f1').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(200);
    await expect(download).resolves.toMatchObject({ statusCode: 0, code: 'TIMEOUT' });
  });

  it('throws ApiError with the server message, code and field errors', async () => {
    const { fetch } = respond(400, {
      statusCode: 400,
      error: { code: 'OTP_INVALID', message: 'Invalid code', fields: { code: 'Invalid code' } },
    });
    const { client } = createClient(fetch);
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
    const { fetch } = respond(502, '<html>Bad gateway</html>', { 'content-type': 'text/html' });
    const { client } = createClient(fetch);
    await expect(client.del('/comments/1')).rejects.toMatchObject({
      statusCode: 502,
      code: 'HTTP_ERROR',
      message: 'Something went wrong, Please try again ...',
    });
  });

  it('reads an error answer whose JSON is cut off as one without a body', async () => {
    const { fetch } = respond(500, '{"statusCode":500,"error":{"co', { 'content-type': 'application/json' });
    const { client } = createClient(fetch);
    const error = await client.get('/health').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 500, code: 'HTTP_ERROR' });
  });

  it('uses the generic message when the network fails', async () => {
    const { client } = createClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/health')).rejects.toMatchObject({
      statusCode: 0,
      code: 'NETWORK_ERROR',
      message: 'Something went wrong, Please try again ...',
    });
  });

  it('on a 401 with a session, clears the stored session and reloads', async () => {
    const { fetch } = respond(401, {
      statusCode: 401,
      error: { code: 'UNAUTHORIZED', message: 'Session expired' },
    });
    const { client, authStorage, onUnauthorized } = createClient(fetch, { token: 'old-token' });
    await expect(client.get('/auth/me')).rejects.toMatchObject({
      statusCode: 401,
      message: 'Session expired',
    });
    expect(authStorage.getToken()).toBeNull();
    expect(authStorage.getUser()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('on a 401 without a session (wrong password), only reports the error', async () => {
    const { fetch } = respond(401, {
      statusCode: 401,
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
    });
    const { client, onUnauthorized } = createClient(fetch);
    await expect(client.post<unknown, object>('/auth/verifyUser', {})).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('names a download by the filename* of Content-Disposition', async () => {
    const { fetch } = respond(200, 'pdf bytes', {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="ete.pdf"; filename*=UTF-8''%C3%A9t%C3%A9.pdf`,
    });
    const { client } = createClient(fetch, { token: 'token-123' });
    const file = await client.getBlob('/gcs/get/app-1/f1');
    expect(file).toMatchObject({ fileName: 'été.pdf', contentType: 'application/pdf' });
    expect(await readText(file.blob)).toBe('pdf bytes');
  });

  it('sends an upload as the form, with the token, and returns the result', async () => {
    const { fetch, requests } = respond(201, { result: { id: 'f1' } });
    const { client } = createClient(fetch, { token: 'token-123' });
    const form = new FormData();
    form.append('file', new File(['%PDF-1.7 cv'], 'cv.pdf', { type: 'application/pdf' }));
    await expect(client.upload('/gcs/upload/a/f1', form)).resolves.toEqual({ id: 'f1' });
    expect(requests[0].url).toBe('https://api.test/api/gcs/upload/a/f1');
    expect(requests[0].headers.get('x-auth-token')).toBe('token-123');
    // (Vitest hands fetch the file as a Blob, without its name: api-client-files.test.ts sees it.)
    expect(await readMultipart(requests[0])).toMatch(
      /name="file"; filename="[^"]*"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-1\.7 cv\r\n/,
    );
  });

  it('stops an upload when its signal aborts, with a CANCELLED error', async () => {
    const { client } = createClient(neverAnswer, { token: 'token-123' });
    const controller = new AbortController();
    const upload = client.upload('/gcs/upload/a/f1', new FormData(), { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const error = await upload.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 0, code: 'CANCELLED' });
    expect(isCancelledError(error)).toBe(true);
  });
});
