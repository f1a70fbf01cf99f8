import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_STORAGE_KEYS, STORAGE_KEYS } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { COUNTS, createQueuePage } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const QUEUE_GETS = {
  '/admin/applications': createQueuePage(),
  '/admin/applications/counts': COUNTS,
};

beforeEach(() => window.sessionStorage.clear());

function createChallenge() {
  return {
    message: 'We emailed you a code',
    challenge: 'challenge-1',
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
    otpMinutes: 1,
    email: 'mary.staff@riverside.org',
    receivedAt: Date.now(),
  };
}

/** Enters the code; `answers` are the POSTs' answers in order (the code exchange first). */
async function enterCode(api: ReturnType<typeof createMockApi>, ...answers: unknown[]) {
  const user = userEvent.setup();
  for (const answer of answers) {
    api.post.mockResolvedValueOnce(answer);
  }
  await user.type(await screen.findByLabelText('6-digit code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('admin sign-in', () => {
  it('checks email and password, then asks for the emailed code', async () => {
    const api = createMockApi();
    const { router } = renderAdmin('/', { api });
    const user = userEvent.setup();
    api.post.mockResolvedValueOnce({
      message: 'We emailed you a code',
      challenge: 'challenge-1',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      otpMinutes: 1,
    });
    const form = await screen.findByRole('form', { name: 'Hospital login' });
    await user.type(within(form).getByLabelText(/^Email/), 'mary.staff@riverside.org');
    await user.type(within(form).getByLabelText(/^Password/), 'secret-pass');
    await user.click(within(form).getByRole('button', { name: 'Login' }));

    // The countdown starts when the answer arrives; loading the code page may take a second or two.
    expect(await screen.findByText(/^Code expires in \d:\d\d$/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/otp');
    expect(api.post).toHaveBeenCalledWith('/auth/verifyUser', {
      email: 'mary.staff@riverside.org',
      password: 'secret-pass',
    });
    // The attempt is the admin site's own, apart from a doctor's in the same tab.
    expect(window.sessionStorage.getItem('docapply.admin.otp-challenge')).toContain('challenge-1');
    expect(window.sessionStorage.getItem('docapply.otp-challenge')).toBeNull();
  });

  it('sends an admin whose hospital requires a strong factor, and who has none, to set one up', async () => {
    const api = createMockApi({
      ...QUEUE_GETS,
      '/account/security': { totp: null, passkeys: [], recoveryCodesLeft: 0, isStrongRequired: true },
    });
    const { router } = renderAdmin({ pathname: '/otp', state: createChallenge() }, { api });
    // The token says so itself (its `enrol` claim); the site follows the API there.
    const token = `e30.${btoa(JSON.stringify({ enrol: true }))}.signature`;
    await enterCode(api, { token, user: createAdminUser(), isEnrolOnly: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account security' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your organisation requires a passkey or an authenticator app. Set one up to continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    // Once an app is set up, the full session replaces it and the admin goes on to the queue.
    const user = userEvent.setup();
    api.post.mockResolvedValueOnce({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://x',
      qrCode: 'data:,',
    });
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    api.post.mockResolvedValueOnce({
      message: 'Your authenticator app is set up.',
      recoveryCodes: ['abcde-fghjk'],
      session: { token: 'full-token', user: createAdminUser() },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Code from the app' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    expect(window.localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBe('full-token');
  });

  it('keeps the session under the admin keys after the code and opens the queue', async () => {
    const api = createMockApi(QUEUE_GETS);
    const { router } = renderAdmin({ pathname: '/otp', state: createChallenge() }, { api });
    const admin = createAdminUser();
    await enterCode(api, { token: 'admin-token-1', user: admin });

    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    expect(api.post).toHaveBeenCalledWith('/auth/otp', { challenge: 'challenge-1', code: '123456' });
    expect(window.localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBe('admin-token-1');
    expect(JSON.parse(window.localStorage.getItem(ADMIN_STORAGE_KEYS.user) ?? 'null')).toEqual(admin);
    // A doctor's session in the same browser is left alone.
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Mary Staff/ })).toBeInTheDocument();
  });

  it('tells a doctor this is not their site and keeps no session', async () => {
    const api = createMockApi();
    renderAdmin({ pathname: '/otp', state: createChallenge() }, { api });
    const doctor = createAdminUser({ roles: ['doctor'], name: { first: 'Dana', last: 'Doe' } });
    await enterCode(api, { token: 'doctor-token', user: doctor }, { message: 'Signed out' });

    expect(
      await screen.findByRole('heading', { name: 'This account is not a hospital administrator' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(ADMIN_STORAGE_KEYS.user)).toBeNull();
    // The session the code opened is ended on the server.
    await waitFor(() => expect(api.post).toHaveBeenLastCalledWith('/auth/logout'));

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Hospital Login' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor from the queue to sign-in', async () => {
    const { router } = renderAdmin('/applications/some-id');
    expect(await screen.findByRole('heading', { name: 'Hospital Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in administrator from sign-in to the queue', async () => {
    const { router } = renderAdmin('/', { user: createAdminUser(), api: createMockApi(QUEUE_GETS) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/applications');
  });

  it('logs out from the account menu', async () => {
    const api = createMockApi(QUEUE_GETS);
    const { router } = renderAdmin('/applications', { user: createAdminUser(), api });
    api.post.mockResolvedValueOnce({ message: 'Signed out' });
    await userEvent.click(await screen.findByRole('button', { name: /Mary Staff/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Hospital Login' })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/auth/logout');
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBeNull();
  });
});
