import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountMenu, MobileNav, SiteProviders, type TApiClient } from '@/index';
import { seriousAxeViolations } from './axe';
import { TEST_SITE_CONFIG, createMockApi } from './site-test-kit';

const KEYS = { token: 'test_token', user: 'test_user' };

function renderShell(content: React.ReactNode) {
  window.localStorage.setItem(KEYS.token, 'token-1');
  window.localStorage.setItem(
    KEYS.user,
    JSON.stringify({ email: 'dana@example.com', name: { first: 'Dana', last: 'Doe' }, roles: ['doctor'] }),
  );
  render(
    <SiteProviders
      config={TEST_SITE_CONFIG}
      apiClient={createMockApi() as unknown as TApiClient}
      storageKeys={KEYS}
    >
      <MemoryRouter>{content}</MemoryRouter>
    </SiteProviders>,
  );
  return userEvent.setup();
}

// The menu and the drawer download their code when first opened; what a person sees and where
// the focus goes stay as they were.
describe('the header menus', () => {
  it('opens the account menu from the keyboard with the focus on its first item', async () => {
    const user = renderShell(<AccountMenu homeHref="/" />);
    const button = screen.getByRole('button', { name: 'Dana Doe' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    const logout = await screen.findByRole('menuitem', { name: 'Logout' });
    await waitFor(() => expect(logout).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(controlled).toContainElement(screen.getByRole('menu'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the full name and email at the top of the account menu, which the name labels', async () => {
    // On a phone the button shows the initials only: the name stays its accessible name.
    const user = renderShell(<AccountMenu homeHref="/" isNameHiddenOnPhone />);
    const button = screen.getByRole('button', { name: 'Dana Doe' });
    expect(button).toHaveTextContent(/^DDDana Doe$/);
    await user.click(button);

    const menu = await screen.findByRole('menu', { name: 'Dana Doe' });
    expect(within(menu).getByText('Dana Doe')).toBeVisible();
    expect(within(menu).getByText('dana@example.com')).toBeVisible();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('opens the phone navigation drawer and gives the focus back when it closes', async () => {
    const user = renderShell(
      <MobileNav logo={<span>Logo</span>}>{() => <a href="/about">About</a>}</MobileNav>,
    );
    const button = screen.getByRole('button', { name: 'Open navigation menu' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(button);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Logo');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Close navigation menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
