import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOADER_MESSAGE } from '@docapply/contracts';
import { lazyPage, lazyRoute, preloadRoute } from '@/index';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const pageModule = (title: string) => ({ Page: () => <h1>{title}</h1> });

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe('lazy pages', () => {
  it('shows the full-screen loader until the page has loaded, then the page', async () => {
    const download = deferred<ReturnType<typeof pageModule>>();
    const Landing = lazyPage(
      () => download.promise,
      (m) => m.Page,
    );
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes routes={[{ path: '/', ...lazyRoute(Landing) }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(DEFAULT_LOADER_MESSAGE);
    download.resolve(pageModule('Landing'));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('downloads the page of the address the site opens at, and only that one', () => {
    const loadLanding = vi.fn(async () => pageModule('Landing'));
    const loadLogin = vi.fn(async () => pageModule('Login'));
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true, ...lazyRoute(lazyPage(loadLanding, (m) => m.Page)) },
          { path: 'login', ...lazyRoute(lazyPage(loadLogin, (m) => m.Page)) },
        ],
      },
    ];
    preloadRoute(routes, '/admin/login', '/admin');
    expect(loadLogin).toHaveBeenCalledTimes(1);
    expect(loadLanding).not.toHaveBeenCalled();
    // Rendering it later does not download it again.
    preloadRoute(routes, '/admin/login', '/admin');
    expect(loadLogin).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof pageModule>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(pageModule('Login'));
    const Login = lazyPage(load, (m) => m.Page);
    await expect(Login.preload()).rejects.toThrow('offline');
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Routes routes={[{ path: '/login', ...lazyRoute(Login) }]} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
