import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_STORAGE_KEYS } from '@docapply/contracts';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const NEW_PASSWORD = 'Copper-Meadow-Falcon-77';

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('forgot and reset password on the admin site', () => {
  it('leads from sign-in to /forgotPassword, which asks for an admin link', async () => {
    const api = createMockApi();
    const { router } = renderAdmin('/', { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgotPassword');

    api.post.mockResolvedValueOnce({ message: 'If an account uses this email, we have sent it a link.' });
    await user.type(screen.getByLabelText(/^Email/), 'mary.staff@riverside.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(api.post).toHaveBeenCalledWith('/auth/password/forgot', {
      email: 'mary.staff@riverside.org',
      site: 'admin',
    });
  });

  it('resets the password from the link, clears the admin session and opens sign-in', async () => {
    const api = createMockApi();
    const { router } = renderAdmin('/resetPassword?token=link-2', { user: createAdminUser(), api });
    const user = userEvent.setup();
    api.post.mockResolvedValueOnce({ message: 'Changed', email: 'mary.staff@riverside.org' });
    await user.type(await screen.findByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/auth/password/reset', {
      token: 'link-2',
      password: NEW_PASSWORD,
    });
    expect(window.localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Hospital Login' })).toBeInTheDocument();
  });
});
