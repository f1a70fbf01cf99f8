import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { createUser, renderApp } from './render-app';

describe('email verification', () => {
  it('/emailVerify shows the address and sends the link again', async () => {
    const { api } = renderApp({ pathname: '/emailVerify', state: { email: 'dana.doe@example.com' } });
    expect(await screen.findByText('dana.doe@example.com')).toBeInTheDocument();
    api.post.mockResolvedValueOnce({ message: 'If the address is registered, a new link is on its way.' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('If the address is registered, a new link is on its way.'),
    ).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/auth/emailVerify/resend', { email: 'dana.doe@example.com' });
  });

  it('/emailVerify asks for the address when it is not known', async () => {
    const { api } = renderApp('/emailVerify');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('/emailVerified uses the token once and offers to sign in', async () => {
    const { api } = renderApp('/emailVerified?token=abc');
    api.post.mockResolvedValueOnce({ message: 'Thank you.', email: 'dana.doe@example.com' });
    expect(await screen.findByRole('heading', { name: 'Your email is verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('/auth/emailVerify', { token: 'abc' });
  });

  it('/emailVerified marks the signed-in doctor verified', async () => {
    const { api } = renderApp('/emailVerified?token=abc', { user: createUser({ isEmailVerified: false }) });
    api.post.mockResolvedValueOnce({ message: 'Thank you.', email: 'dana.doe@example.com' });
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? '{}').isEmailVerified).toBe(true);
    expect(await screen.findByRole('link', { name: 'My Application' })).toBeInTheDocument();
  });

  it("/emailVerified shows an expired link's message and a way to get a new one", async () => {
    const { api } = renderApp('/emailVerified?token=old');
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'TOKEN_EXPIRED',
        message: 'This verification link has expired. Request a new one.',
      }),
    );
    expect(
      await screen.findByText('This verification link has expired. Request a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });
});
