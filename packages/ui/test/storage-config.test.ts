import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@docapply/contracts';
import { clearStorage, createAuthStorage, loadSiteConfig, readStorage, theme, writeStorage } from '@/index';

describe('storage helpers', () => {
  it('reads values back parsed as JSON when possible', () => {
    writeStorage('user', { name: { first: 'Ada' }, isEmailVerified: true });
    writeStorage('plain', 'not json');
    expect(readStorage('user')).toEqual({ name: { first: 'Ada' }, isEmailVerified: true });
    expect(readStorage('plain')).toBe('not json');
    clearStorage('user');
    expect(readStorage('user')).toBeNull();
  });

  it('counts as signed in exactly while a token is stored', () => {
    const auth = createAuthStorage(STORAGE_KEYS);
    expect(auth.isSignedIn()).toBe(false);
    auth.setToken('12345');
    auth.setUser({ email: 'ada@mail.com' });
    expect(window.localStorage.getItem('access_token')).toBe('12345');
    expect(auth.getToken()).toBe('12345');
    expect(auth.isSignedIn()).toBe(true);
    expect(auth.getUser<{ email: string }>()).toEqual({ email: 'ada@mail.com' });
    auth.clear();
    expect(auth.isSignedIn()).toBe(false);
    expect(auth.getUser()).toBeNull();
  });
});

describe('loadSiteConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const CONFIG = {
    apiBaseUrl: 'http://localhost:3000/api',
    adminUrl: 'http://localhost:3000/admin/',
    doctorUrl: 'http://localhost:3000/',
    httpTimeoutMs: 0,
  };

  it('fetches app-config.json under the site base', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(CONFIG), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadSiteConfig('/admin/')).resolves.toEqual(CONFIG);
    expect(fetchMock).toHaveBeenCalledWith('/admin/app-config.json', expect.anything());
  });

  it('refuses an incomplete configuration with "Config validation error"', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ apiBaseUrl: '/api' }), { status: 200 }));
    await expect(loadSiteConfig('/')).rejects.toThrow(/^Config validation error\n.*adminUrl/);
  });

  it('refuses a field of the wrong kind, and a file that is not an object, naming the problem', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ ...CONFIG, httpTimeoutMs: '0' }), { status: 200 }),
    );
    await expect(loadSiteConfig('/')).rejects.toThrow(
      'Config validation error\nhttpTimeoutMs: Invalid input: expected number',
    );
    vi.stubGlobal('fetch', async () => new Response('[]', { status: 200 }));
    await expect(loadSiteConfig('/')).rejects.toThrow(
      'Config validation error\nconfig: Invalid input: expected object',
    );
  });
});

describe('theme', () => {
  it('uses the brand blue, Inter Tight, 0.25rem spacing and sentence-case buttons', () => {
    expect(theme.palette.primary.main).toBe('#004AAD');
    expect(theme.typography.fontFamily).toMatch(/^"Inter Tight Variable", "Inter Tight"/);
    expect(theme.spacing(4)).toBe('1rem');
    expect(theme.typography.button.textTransform).toBe('none');
  });
});
