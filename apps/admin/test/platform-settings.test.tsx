import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TPlatformSettingsView } from '@docapply/contracts';
import { AlertProvider, type TApiClient } from '@docapply/ui';
import { AppProvider } from '@/app/provider';
import { SettingsPage } from '@/features/platform';
import { SetPasswordPage } from '@/features/invite';
import { TEST_CONFIG, createMockApi, type TMockApi } from './render-admin';

const SETTINGS: TPlatformSettingsView = {
  otpMinutes: 5,
  minReferences: 3,
  legal: {
    affirmations: '',
    fraudPolicy: 'https://legal.example.org/fraud.pdf',
    privacyPolicy: '',
    termsOfUse: '',
  },
  shippedLegal: {
    affirmations: '/legal/affirmations.pdf',
    fraudPolicy: '/legal/fraud-policy.pdf',
    privacyPolicy: '/legal/privacy-policy.pdf',
    termsOfUse: '/legal/terms-of-use.pdf',
  },
  requireStrongFactor: false,
};

function renderPage(page: ReactElement, api: TMockApi, entry = '/') {
  const router = createMemoryRouter([{ path: '*', element: <AlertProvider>{page}</AlertProvider> }], {
    initialEntries: [entry],
  });
  render(
    <AppProvider config={TEST_CONFIG} apiClient={api as unknown as TApiClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('platform settings page', () => {
  it('shows the settings in force and refuses values out of range before sending', async () => {
    const api = createMockApi({ '/platform/settings': SETTINGS });
    renderPage(<SettingsPage />, api);
    expect(screen.getByRole('heading', { level: 1, name: 'System settings' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'System settings' });
    const minutes = within(form).getByRole('spinbutton', { name: /One-time code lifetime/ });
    const references = within(form).getByRole('spinbutton', { name: /Default minimum references/ });
    expect(minutes).toHaveValue(5);
    expect(references).toHaveValue(3);
    expect(within(form).getByRole('textbox', { name: 'Fraud Policy link' })).toHaveValue(
      'https://legal.example.org/fraud.pdf',
    );
    expect(
      within(form).getByText(/PDF shipped with DocApply \(\/legal\/affirmations\.pdf\)/),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.clear(references);
    await user.type(within(form).getByRole('textbox', { name: 'Affirmations link' }), 'not a link');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Enter a number from 1 to 30')).toBeInTheDocument();
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(
      within(form).getByText('Enter a full web address (https://…) or leave it empty'),
    ).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('saves the settings as numbers and links', async () => {
    const api = createMockApi({ '/platform/settings': SETTINGS });
    const saved = { ...SETTINGS, otpMinutes: 10, legal: { ...SETTINGS.legal, fraudPolicy: '' } };
    api.put.mockResolvedValueOnce(saved);
    renderPage(<SettingsPage />, api);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'System settings' });
    const minutes = within(form).getByRole('spinbutton', { name: /One-time code lifetime/ });
    await user.clear(minutes);
    await user.type(minutes, '10');
    await user.clear(within(form).getByRole('textbox', { name: 'Fraud Policy link' }));
    await user.click(
      within(form).getByRole('checkbox', {
        name: 'Require a passkey or authenticator app for platform admins',
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/platform/settings', {
        otpMinutes: 10,
        minReferences: 3,
        legal: { affirmations: '', fraudPolicy: '', privacyPolicy: '', termsOfUse: '' },
        requireStrongFactor: true,
      }),
    );
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
  });
});

describe('set-password page', () => {
  it('sets the password with the link’s token, then links to sign-in', async () => {
    const api = createMockApi();
    // First the link is checked, then the password is set.
    api.post.mockResolvedValueOnce({ email: 'sam.ortiz@lakeview.example.org' });
    api.post.mockResolvedValueOnce({
      message: 'Your password is set.',
      email: 'sam.ortiz@lakeview.example.org',
    });
    renderPage(<SetPasswordPage />, api, '/setPassword?token=abc-123');
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Copper-Meadow-Falcon-77');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Copper-Meadow-Falcon-77');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is set' })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/auth/setPassword', {
      token: 'abc-123',
      password: 'Copper-Meadow-Falcon-77',
    });
    expect(screen.getByText('You can sign in now as sam.ortiz@lakeview.example.org.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/');
  });

  it('says so when the link has no token', () => {
    renderPage(<SetPasswordPage />, createMockApi(), '/setPassword');
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
  });
});
