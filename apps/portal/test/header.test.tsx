import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@docapply/contracts';
import { createUser, renderApp } from './render-app';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('header', () => {
  it('offers Doctor Login and Hospital Login to a signed-out visitor', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Doctor Login' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Doctor Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Hospital Login' })).toHaveAttribute(
      'href',
      'https://hospital.test/admin/',
    );
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About', 'Features', 'Contact Us']);
  });

  it('shows a verified doctor the application links and a name menu with Logout', async () => {
    const { api, router } = renderApp('/dashboard', { user: createUser() });
    await screen.findByRole('heading', { name: 'Welcome, Dr. Doe' });
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Apply', 'My Application']);
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('link', { name: 'Doctor Login' })).not.toBeInTheDocument();

    api.post.mockResolvedValueOnce({ message: 'Signed out' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dana Doe' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.post).toHaveBeenCalledWith('/auth/logout');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Doctor Login' }),
    ).toBeInTheDocument();
  });

  it('shows a doctor whose email is not verified the landing sections instead', async () => {
    renderApp('/dashboard', { user: createUser({ isEmailVerified: false }) });
    await screen.findByRole('heading', { name: 'Welcome, Dr. Doe' });
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About', 'Features', 'Contact Us']);
    expect(screen.getByRole('button', { name: 'Dana Doe' })).toBeInTheDocument();
  });

  it('keeps Dashboard highlighted on /survey and /privilege', async () => {
    renderApp('/survey', { user: createUser() });
    await screen.findByRole('heading', { name: 'Survey' });
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Apply' })).not.toHaveAttribute('aria-current');
  });
});
