import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TSiteConfig } from '@docapply/contracts';
import type { TApiClient } from '@docapply/ui';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { getRouterBasename } from '@/lib/router-basename';

const CONFIG: TSiteConfig = {
  apiBaseUrl: 'https://api.test/api',
  adminUrl: 'https://hospital.test/admin/',
  doctorUrl: 'https://doctor.test/',
  httpTimeoutMs: 0,
};
const api: TApiClient = { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() };

function renderAdmin(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(
    <AppProvider config={CONFIG} apiClient={api}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('admin shell', () => {
  it('says hospital sign-in arrives soon and links back to the doctor portal', () => {
    renderAdmin('/');
    expect(screen.getByRole('banner')).toHaveTextContent('DocApply — Hospital administration');
    expect(screen.getByRole('heading', { name: 'Hospital sign-in' })).toBeInTheDocument();
    expect(screen.getByText('Hospital sign-in arrives soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the doctor portal' })).toHaveAttribute(
      'href',
      CONFIG.doctorUrl,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} DocApply`);
  });

  it('shows a not-found page for an unknown path', () => {
    renderAdmin('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/');
  });

  it('routes under /admin', () => {
    expect(getRouterBasename('/admin/')).toBe('/admin');
    expect(getRouterBasename('/')).toBe('/');
  });
});
