import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { STORAGE_KEYS } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { createUser, renderApp } from './render-app';

function createChallenge(overrides = {}) {
  return {
    message: 'We emailed you a code',
    challenge: 'challenge-1',
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
    otpMinutes: 1,
    email: 'dana.doe@example.com',
    receivedAt: Date.now(),
    ...overrides,
  };
}

/** Presses Resend code: the API is asked for a new code, whose full minute then runs. */
async function resendAndExpectNewCode(api: { post: Mock }, resend: HTMLElement) {
  api.post.mockResolvedValueOnce({
    message: 'We emailed you a new code',
    challenge: 'challenge-2',
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
    otpMinutes: 1,
  });
  await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(resend);
  expect(api.post).toHaveBeenCalledWith('/auth/otp/resend', { challenge: 'challenge-1' });
  expect(await screen.findByText('Code expires in 1:00')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one-time code', () => {
  it('sends a visitor without a sign-in attempt back to /login', async () => {
    const { router } = renderApp('/otp');
    expect(await screen.findByRole('heading', { name: 'Doctor Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('counts the code down and offers Resend code at zero, which restarts the countdown', async () => {
    const { api } = renderApp({ pathname: '/otp', state: createChallenge() });
    expect(await screen.findByText('Code expires in 1:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByText('Code expires in 0:30')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();

    await resendAndExpectNewCode(api, resend);
  });

  it('says how long the code lasts and offers Resend code after 30 seconds, before it expires', async () => {
    const { api } = renderApp({ pathname: '/otp', state: createChallenge() });
    expect(await screen.findByText(/The code lasts 1 minute\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    // The code still works meanwhile: a late email can still be used.
    expect(screen.getByText('Code expires in 0:30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    const resend = screen.getByRole('button', { name: 'Resend code' });

    await resendAndExpectNewCode(api, resend);
    expect(screen.getByLabelText('6-digit code')).toHaveFocus();
  });

  it('says how long a 5-minute code lasts', async () => {
    renderApp({ pathname: '/otp', state: createChallenge({ otpMinutes: 5 }) });
    expect(await screen.findByText(/The code lasts 5 minutes\./)).toBeInTheDocument();
    expect(screen.getByText('Code expires in 5:00')).toBeInTheDocument();
  });

  it('signs the doctor in with the right code and lands on the dashboard', async () => {
    const { api, router } = renderApp({ pathname: '/otp', state: createChallenge() });
    const session = { token: 'token-1', user: createUser() };
    api.post.mockResolvedValueOnce(session);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('6-digit code'), '12 34 56');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.post).toHaveBeenCalledWith('/auth/otp', { challenge: 'challenge-1', code: '123456' });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('token-1');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(session.user);
    expect(await screen.findByRole('heading', { name: 'Welcome, Dr. Doe' })).toBeInTheDocument();
  });

  it('shows a wrong code on the input', async () => {
    const { api } = renderApp({ pathname: '/otp', state: createChallenge() });
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'OTP_INVALID',
        message: 'Invalid code',
        fields: { code: 'Invalid code' },
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
  });

  it('survives a reload: the attempt is kept for this tab', async () => {
    window.sessionStorage.setItem('docapply.otp-challenge', JSON.stringify(createChallenge()));
    renderApp('/otp');
    expect(await screen.findByText('dana.doe@example.com')).toBeInTheDocument();
    expect(screen.getByText('Code expires in 1:00')).toBeInTheDocument();
  });
});
