import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TSecurityView } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createMockApi, createUser, renderApp } from './render-app';

const NO_FACTORS: TSecurityView = { totp: null, passkeys: [], recoveryCodesLeft: 0, isStrongRequired: false };
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
// A 1x1 transparent GIF stands in for the QR code.
const QR = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

function renderSecurity(view: TSecurityView = NO_FACTORS) {
  const api = createMockApi(createUser());
  const answer = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string) => (path === '/account/security' ? view : answer?.(path)));
  return { ...renderApp('/security', { user: createUser(), api }), api, user: userEvent.setup() };
}

describe('the Account security page', () => {
  it('sets up an authenticator app: QR code and key, a first code, then the recovery codes once', async () => {
    const { api, user } = renderSecurity();
    await screen.findByRole('heading', { name: 'Account security', level: 1 });
    expect(await screen.findByRole('heading', { name: 'Authenticator app' })).toBeInTheDocument();
    expect(screen.getByText(/You get 10 recovery codes/)).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    api.post.mockResolvedValueOnce({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://x',
      qrCode: QR,
    });
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      QR,
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Set up an authenticator app' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'OTP_INVALID',
        message: 'Wrong',
        fields: { code: 'This code is not right.' },
      }),
    );
    await user.type(within(form).getByRole('textbox', { name: 'Code from the app' }), '12 34 56');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText('This code is not right.')).toBeInTheDocument();
    expect(api.post).toHaveBeenLastCalledWith('/account/security/totp/confirm', { code: '123456' });

    api.post.mockResolvedValueOnce({ message: 'Your authenticator app is set up.', recoveryCodes: CODES });
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const list = within(dialog).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes a passkey only with the password or a code', async () => {
    const view: TSecurityView = {
      ...NO_FACTORS,
      passkeys: [
        { id: 'pk-1', name: 'Work laptop', createdAt: '2026-03-01T10:00:00.000Z', lastUsedAt: null },
      ],
      recoveryCodesLeft: 8,
    };
    const { api, user } = renderSecurity(view);
    expect(await screen.findByText('Work laptop')).toBeInTheDocument();
    expect(screen.getByText(/8 of 10 codes left/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Work laptop”?' });
    const remove = within(dialog).getByRole('button', { name: 'Remove' });
    expect(remove).toBeDisabled();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    api.post.mockResolvedValueOnce({ message: 'Your passkey is removed.' });
    await user.type(within(dialog).getByLabelText('Password'), 'Harbour-Lantern-Violet-42');
    await user.click(remove);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/account/security/passkeys/pk-1/remove', {
        password: 'Harbour-Lantern-Violet-42',
      }),
    );
    expect(await screen.findByText('Your passkey is removed.')).toBeInTheDocument();
  });
});

describe('sign-in step 2 for an account with an authenticator app', () => {
  beforeEach(() => window.sessionStorage.clear());

  const challenge = {
    message: 'Confirm it is you with your passkey or authenticator app.',
    challenge: 'challenge-1',
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    otpMinutes: 0,
    isCodeSent: false,
    factors: { totp: true, passkey: false, recoveryCode: true, emailCode: true },
    email: 'dana.doe@example.com',
    receivedAt: Date.now(),
  };

  it("asks for the app's code, or a recovery code, and offers an emailed code", async () => {
    const { api, router } = renderApp({ pathname: '/otp', state: challenge });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a code instead' })).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    api.post.mockResolvedValueOnce({ token: 'new-token', user: createUser() });
    await user.type(screen.getByRole('textbox', { name: 'Code from your authenticator app' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/auth/factor', {
        challenge: 'challenge-1',
        method: 'totp',
        code: '654321',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('takes a recovery code instead', async () => {
    const { api } = renderApp({ pathname: '/otp', state: challenge });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'OTP_INVALID',
        message: 'x',
        fields: { code: 'This recovery code is not right, or it has been used.' },
      }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('This recovery code is not right, or it has been used.'),
    ).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/auth/factor', {
      challenge: 'challenge-1',
      method: 'recovery-code',
      code: 'abcde-fghjk',
    });
  });
});
