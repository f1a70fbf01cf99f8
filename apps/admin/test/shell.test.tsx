import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getRouterBasename } from '@/lib/router-basename';
import { createAdminUser, renderAdmin, TEST_CONFIG } from './render-admin';

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('admin shell', () => {
  it('offers hospital sign-in and links back to the doctor portal', async () => {
    renderAdmin('/');
    expect(screen.getByRole('banner')).toHaveTextContent('DocApply — Hospital administration');
    // Named by the text it shows at this width (jsdom's window is 1024 px: the long name), so
    // screen readers and voice control agree: no aria-label over it.
    const home = within(screen.getByRole('banner')).getByRole('link', { name: /^DocApply.* home$/ });
    expect(home).toHaveAccessibleName('DocApply — Hospital administration home');
    expect(home).toHaveTextContent(/^DocApply — Hospital administration/);
    expect(await screen.findByRole('heading', { name: 'Hospital Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the doctor portal' })).toHaveAttribute(
      'href',
      TEST_CONFIG.doctorUrl,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} DocApply`);
  });

  it('shows a not-found page for an unknown path', async () => {
    renderAdmin('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/');
  });

  it('explains the site to a stored session without an administrator role', async () => {
    renderAdmin('/applications', { user: createAdminUser({ roles: ['doctor'] }) });
    expect(
      await screen.findByRole('heading', { name: 'This account is not a hospital administrator' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('routes under /admin', () => {
    expect(getRouterBasename('/admin/')).toBe('/admin');
    expect(getRouterBasename('/')).toBe('/');
  });
});
