import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@docapply/contracts';
import { createUser, renderApp } from './render-app';

const NEW_PASSWORD = 'Copper-Meadow-Falcon-77';

describe('forgot and reset password on the portal', () => {
  it('leads from /login to /forgotPassword, which asks for a portal link', async () => {
    const { api, router } = renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgotPassword');

    api.post.mockResolvedValueOnce({ message: 'If an account uses this email, we have sent it a link.' });
    await user.type(screen.getByLabelText(/^Email/), 'dana.doe@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(api.post).toHaveBeenCalledWith('/auth/password/forgot', {
      email: 'dana.doe@example.com',
      site: 'portal',
    });
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Doctor Login' })).toBeInTheDocument();
  });

  it('sends a signed-in doctor from /forgotPassword to the dashboard', async () => {
    const { router } = renderApp('/forgotPassword', { user: createUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dr. Doe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('resets the password from the link even when signed in, then signs out and opens /login', async () => {
    const { api, router } = renderApp('/resetPassword?token=link-1', { user: createUser() });
    const user = userEvent.setup();
    api.post.mockResolvedValueOnce({ message: 'Changed', email: 'dana.doe@example.com' });
    await user.type(await screen.findByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    // The alert shows for a second on this page, then leads to the sign-in page and closes there.
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password has been changed.');
    expect(api.post).toHaveBeenCalledWith('/auth/password/reset', {
      token: 'link-1',
      password: NEW_PASSWORD,
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Doctor Login' })).toBeInTheDocument();
  });
});
