import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@docapply/ui';
import { renderApp } from './render-app';

beforeEach(() => window.sessionStorage.clear());

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  it('checks the password, then asks for the emailed code on /otp', async () => {
    const { api, router } = renderApp('/login');
    api.post.mockResolvedValueOnce({
      message: 'We emailed you a code',
      challenge: 'challenge-1',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      otpMinutes: 1,
    });
    await signIn('dana.doe@example.com', 'correct horse battery');

    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(api.post).toHaveBeenCalledWith('/auth/verifyUser', {
      email: 'dana.doe@example.com',
      password: 'correct horse battery',
    });
    expect(await screen.findByText('Code expires in 1:00')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('docapply.otp-challenge') ?? '{}')).toMatchObject({
      challenge: 'challenge-1',
      email: 'dana.doe@example.com',
    });
  });

  it("shows the server's message for a wrong password", async () => {
    const { api, router } = renderApp('/login');
    api.post.mockRejectedValueOnce(
      new ApiError({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }),
    );
    await signIn('dana.doe@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
  });
});
