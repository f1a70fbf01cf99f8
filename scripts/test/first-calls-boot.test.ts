import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { renderFirstCallsScript, type TFirstCallsOptions } from '../vite-first-calls';

const SITE: TFirstCallsOptions = {
  tokenKey: 'access_token',
  actingForKey: 'acting_for',
  routes: [
    { path: '/dashboard', calls: ['/auth/me', '/formsResponse/expiring?days=90'] },
    { path: '/apply', query: 'hospital', calls: ['/applications/getApplicationByType?hospitalId=:hospital'] },
    { path: '/apply', calls: ['/hospitals/all'] },
    { path: '/applications/:id', calls: ['/admin/applications/:id', '/admin/applications/:id/notes'] },
  ],
};

type TStarted = {
  token: string;
  actingFor: string | null;
  calls: { path: string; response: Promise<unknown> }[];
};

/** Runs the page's inline script at an address with what is stored; what it fetched and left. */
async function openPage(address: string, stored: Record<string, string>, base = '/') {
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const url = new URL(address, 'https://docapply.example');
  const page: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { pathname: url.pathname, search: url.search, href: url.href },
    performance: { now: () => 5 },
    URL,
    URLSearchParams,
    fetch: (target: string, init: { headers?: Record<string, string> } = {}) => {
      fetched.push({ url: target, headers: init.headers ?? {} });
      return Promise.resolve({
        ok: true,
        json: () => Promise.resolve({ apiBaseUrl: 'https://api.example/api/' }),
      });
    },
  };
  page.window = page;
  runInNewContext(renderFirstCallsScript(SITE, base), page);
  const started = page.__docapplyFirstCalls as TStarted | undefined;
  await Promise.all(started?.calls.map((call) => call.response) ?? []);
  return { fetched, started };
}

describe("a signed-in page's first calls, started by its HTML", () => {
  it("asks for the route's data with the stored token, once the site's configuration says where", async () => {
    const { fetched, started } = await openPage('/dashboard', { access_token: 'token-1' });
    expect(fetched).toEqual([
      { url: '/app-config.json', headers: {} },
      { url: 'https://api.example/api/auth/me', headers: { 'x-auth-token': 'token-1' } },
      {
        url: 'https://api.example/api/formsResponse/expiring?days=90',
        headers: { 'x-auth-token': 'token-1' },
      },
    ]);
    expect(started).toMatchObject({ token: 'token-1', actingFor: null });
    expect(started?.calls.map((call) => call.path)).toEqual(['/auth/me', '/formsResponse/expiring?days=90']);
  });

  it("names the doctor a delegate works for, and fills the route's id and the address's query", async () => {
    const delegate = await openPage('/apply?hospital=h-7', { access_token: 't', acting_for: 'doc-1' });
    expect(delegate.fetched.slice(1)).toEqual([
      {
        url: 'https://api.example/api/applications/getApplicationByType?hospitalId=h-7',
        headers: { 'x-auth-token': 't', 'x-acting-for': 'doc-1' },
      },
    ]);
    const picker = await openPage('/apply', { access_token: 't' });
    expect(picker.fetched.slice(1).map((call) => call.url)).toEqual([
      'https://api.example/api/hospitals/all',
    ]);
    const review = await openPage('/admin/applications/a%201/', { access_token: 't' }, '/admin/');
    expect(review.fetched[0].url).toBe('/admin/app-config.json');
    expect(review.started?.calls.map((call) => call.path)).toEqual([
      '/admin/applications/a%201',
      '/admin/applications/a%201/notes',
    ]);
  });

  it('asks for nothing signed out, on a page it does not list, or outside the site', async () => {
    expect((await openPage('/dashboard', {})).fetched).toEqual([]);
    expect((await openPage('/security', { access_token: 't' })).fetched).toEqual([]);
    expect((await openPage('/dashboard', { access_token: 't' }, '/admin/')).fetched).toEqual([]);
  });
});
