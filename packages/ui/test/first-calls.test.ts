import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_HEADER, STORAGE_KEYS } from '@docapply/contracts';
import { createApiClient, createAuthStorage, createDeferredApiClient } from '@/index';
import { fetchEarly, takeFirstGet } from '@/boot/first-calls';
import { loadSiteConfig } from '@/config/site-config';

const CONFIG = { apiBaseUrl: 'https://api.test/api', httpTimeoutMs: 0 };
const SITE_CONFIG = { ...CONFIG, adminUrl: 'https://x.test/admin/', doctorUrl: 'https://x.test/' };

type TPage = Window & { __docapplyFirstCalls?: unknown };

/** What a page's HTML started (scripts/first-calls-boot.js): these answers, for this token. */
function startCalls(
  answers: Record<string, unknown>,
  token = 'token-1',
  startedAt = performance.now(),
  status = 200,
) {
  (window as TPage).__docapplyFirstCalls = {
    startedAt,
    token,
    actingFor: null,
    config: Promise.resolve(SITE_CONFIG),
    calls: Object.entries(answers).map(([path, result]) => ({
      path,
      response: Promise.resolve(Response.json({ result }, { status })),
    })),
  };
}

/** The app's client as boot-site.tsx makes it: its code loaded only when a call needs it. */
function deferredClient(token = 'token-1') {
  const storage = createAuthStorage(STORAGE_KEYS);
  storage.setToken(token);
  const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ result: 'asked again' }));
  const create = vi.fn(async () => createApiClient({ config: CONFIG, authStorage: storage, fetch }));
  const api = createDeferredApiClient(create, (path, params) =>
    takeFirstGet(CONFIG.apiBaseUrl, storage, path, params),
  );
  return { api, create, fetch };
}

function signedInClient(token = 'token-1') {
  const storage = createAuthStorage(STORAGE_KEYS);
  storage.setToken(token);
  const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ result: 'asked again' }));
  return { client: createApiClient({ config: CONFIG, authStorage: storage, fetch }), fetch };
}

afterEach(() => {
  delete (window as TPage).__docapplyFirstCalls;
  localStorage.clear();
});

describe("the page's first calls, taken by the app", () => {
  it('answers each call the HTML made once, with its answer, and asks for the rest', async () => {
    startCalls({ '/auth/me': { id: 'u1' }, '/formsResponse/expiring?days=90': { data: [] } });
    const { client, fetch } = signedInClient();
    expect(await client.get('/auth/me')).toEqual({ id: 'u1' });
    expect(await client.get('/formsResponse/expiring', { days: 90 })).toEqual({ data: [] });
    expect(fetch).not.toHaveBeenCalled();
    // Taken once: the same call again, and a call the HTML did not make, go out.
    expect(await client.get('/auth/me')).toBe('asked again');
    expect(await client.get('/appointments')).toBe('asked again');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not take an answer made for another session, or one too old to show', async () => {
    startCalls({ '/auth/me': { id: 'someone else' } }, 'token-of-before');
    const first = signedInClient('token-1');
    expect(await first.client.get('/auth/me')).toBe('asked again');

    startCalls({ '/auth/me': { id: 'u1' } }, 'token-1', performance.now() - 60_000);
    const second = signedInClient('token-1');
    expect(await second.client.get('/auth/me')).toBe('asked again');
  });

  it("takes the site's configuration the HTML fetched, instead of fetching it again", async () => {
    startCalls({});
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect(await loadSiteConfig('/')).toEqual(SITE_CONFIG);
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it("answers the calls the HTML made without loading the API client's code, and loads it for the next", async () => {
    startCalls({ '/applications/search?page=1&pageSize=10': { data: [], total: 0 } });
    const { api, create, fetch } = deferredClient();
    expect(await api.get('/applications/search', { page: 1, pageSize: 10, q: '' })).toEqual({
      data: [],
      total: 0,
    });
    expect(create).not.toHaveBeenCalled();
    expect(await api.get('/applications/search', { page: 2, pageSize: 10 })).toBe('asked again');
    expect(create).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again through the API client when the first answer failed or was for another session', async () => {
    startCalls({ '/auth/me': { id: 'u1' } }, 'token-1', performance.now(), 503);
    const failed = deferredClient();
    expect(await failed.api.get('/auth/me')).toBe('asked again');
    expect(failed.fetch).toHaveBeenCalledTimes(1);

    startCalls({ '/auth/me': { id: 'someone else' } }, 'token-of-before');
    const other = deferredClient('token-1');
    expect(await other.api.get('/auth/me')).toBe('asked again');
    expect(other.create).toHaveBeenCalledTimes(1);
  });
});

describe('GETs the HTML did not make, and idempotent POSTs, before the API client is in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The app's client as boot-site.tsx makes it, with its early calls. */
  function earlyClient() {
    const storage = createAuthStorage(STORAGE_KEYS);
    storage.setToken('token-1');
    const clientFetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ result: 'via the client' }),
    );
    const create = vi.fn(async () =>
      createApiClient({ config: CONFIG, authStorage: storage, fetch: clientFetch }),
    );
    const api = createDeferredApiClient(
      create,
      () => null,
      (path, request) => fetchEarly(CONFIG, storage, path, request),
    );
    return { api, create, clientFetch };
  }

  it("sends them as the client would, with the token, and loads none of the client's code", async () => {
    const early = vi.fn<typeof globalThis.fetch>(async () => Response.json({ result: { id: 'a1' } }));
    vi.stubGlobal('fetch', early);
    const { api, create } = earlyClient();
    expect(await api.get('/applicationDatas/a1', { view: 'edit' })).toEqual({ id: 'a1' });
    expect(create).not.toHaveBeenCalled();
    const [url, init] = early.mock.calls[0];
    expect(url).toBe('https://api.test/api/applicationDatas/a1?view=edit');
    expect(new Headers(init?.headers).get(AUTH_HEADER)).toBe('token-1');
  });

  it('asks again through the client when the answer is not a success, and sends none once the client is in', async () => {
    const early = vi.fn<typeof globalThis.fetch>(async () => Response.json({}, { status: 503 }));
    vi.stubGlobal('fetch', early);
    const { api, create, clientFetch } = earlyClient();
    expect(await api.get('/applicationDatas/a1')).toBe('via the client');
    expect(create).toHaveBeenCalledTimes(1);
    expect(await api.get('/applicationDatas/a2')).toBe('via the client');
    expect(early).toHaveBeenCalledTimes(1);
    expect(clientFetch).toHaveBeenCalledTimes(2);
  });

  it('sends an idempotent POST as the client would, with its JSON body, and loads no client code', async () => {
    const early = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ result: { id: 'a1' } }, { status: 201 }),
    );
    vi.stubGlobal('fetch', early);
    const { api, create } = earlyClient();
    expect(
      await api.postIdempotent<unknown, { hospitalId: string }>('/applications', { hospitalId: 'h1' }),
    ).toEqual({
      id: 'a1',
    });
    expect(create).not.toHaveBeenCalled();
    const [url, init] = early.mock.calls[0];
    expect(url).toBe('https://api.test/api/applications');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ hospitalId: 'h1' }));
    const headers = new Headers(init?.headers);
    expect(headers.get(AUTH_HEADER)).toBe('token-1');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('sends a refused idempotent POST again through the client, and any other POST only through it', async () => {
    const early = vi.fn<typeof globalThis.fetch>(async () => Response.json({}, { status: 500 }));
    vi.stubGlobal('fetch', early);
    const { api, create, clientFetch } = earlyClient();
    expect(
      await api.postIdempotent<unknown, { hospitalId: string }>('/applications', { hospitalId: 'h1' }),
    ).toBe('via the client');
    expect(create).toHaveBeenCalledTimes(1);
    const [request] = clientFetch.mock.calls[0];
    expect(request instanceof Request && request.method).toBe('POST');
    expect(await api.post<unknown, { text: string }>('/comments', { text: 'hi' })).toBe('via the client');
    expect(early).toHaveBeenCalledTimes(1);
  });
});
