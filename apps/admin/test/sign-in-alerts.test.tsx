import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_STORAGE_KEYS, type TSignInAlerts, type TSignInSession } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const ALERTS: TSignInAlerts = {
  hours: 24,
  since: '2026-11-29T10:00:00.000Z',
  accounts: [
    {
      email: 'dana.doe@example.com',
      hasAccount: true,
      failures: 14,
      addresses: 9,
      lastAt: '2026-11-30T09:58:00.000Z',
    },
    {
      email: 'nobody@example.com',
      hasAccount: false,
      failures: 10,
      addresses: 1,
      lastAt: '2026-11-30T08:00:00.000Z',
    },
  ],
  blocked: [{ userId: 'user-7', email: 'sam.lee@example.com', blockedAt: '2026-11-30T07:30:00.000Z' }],
  addresses: [],
};

const PLATFORM_ADMIN = createAdminUser({ roles: ['platform_admin'] });

describe('the platform sign-in alerts page', () => {
  it('lists accounts with many wrong passwords and blocked accounts, and reads another window', async () => {
    const api = createMockApi();
    const answer = api.get.getMockImplementation();
    api.get.mockImplementation(async (path: string, query?: { hours: number }) =>
      path === '/platform/sign-in-alerts' ? { ...ALERTS, hours: query?.hours ?? 24 } : answer?.(path),
    );
    renderAdmin('/platform/sign-in-alerts', { user: PLATFORM_ADMIN, api });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Sign-in alerts', level: 1 });
    const accounts = await screen.findByRole('table', { name: 'Accounts with many wrong passwords' });
    const rows = within(accounts).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('dana.doe@example.com');
    expect(rows[1]).toHaveTextContent('14');
    expect(rows[2]).toHaveTextContent('nobody@example.com (no account)');
    expect(screen.getByRole('table', { name: 'Accounts blocked after wrong codes' })).toHaveTextContent(
      'sam.lee@example.com',
    );
    expect(screen.getByText('No address reached it in this window.')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/platform/sign-in-alerts', { hours: 24 });
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Window' }));
    await user.click(await screen.findByRole('option', { name: 'Last hour' }));
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/platform/sign-in-alerts', { hours: 1 }));
  });
});

describe('the admin sign-in activity page', () => {
  it('is in the name menu, and signing out everywhere lands on the sign-in page', async () => {
    const session: TSignInSession = {
      id: 'session-1',
      signedInAt: '2026-11-30T09:15:00.000Z',
      lastSeenAt: '2026-11-30T10:00:00.000Z',
      browser: 'Edge 131',
      os: 'Windows 10',
      ip: '203.0.113.9',
      method: 'password',
      isCurrent: true,
      isActive: true,
      endedAt: null,
      endedHow: null,
    };
    const api = createMockApi();
    const answer = api.get.getMockImplementation();
    api.get.mockImplementation(async (path: string) =>
      path === '/auth/sessions' ? { data: [session] } : answer?.(path),
    );
    renderAdmin('/applications', { user: createAdminUser(), api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mary Staff' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign-in activity' }));
    const list = await screen.findByRole('list', { name: 'Your recent sign-ins' });
    expect(list).toHaveTextContent('Edge 131 on Windows 10');
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    api.post.mockResolvedValueOnce({ message: 'You are signed out everywhere. Sign in again to continue.' });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Hospital Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBeNull();
  });
});
