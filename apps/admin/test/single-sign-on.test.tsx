import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_STORAGE_KEYS,
  SSO_REFUSALS,
  type TAdminHospitalList,
  type TSsoSettings,
} from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { HOSPITAL_ID } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const HOSPITALS: TAdminHospitalList = {
  data: [{ id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' }],
};

const SETTINGS: TSsoSettings = {
  isConfigured: true,
  displayName: 'Riverside Entra ID',
  issuer: 'https://login.microsoftonline.com/tenant/v2.0',
  clientId: 'client-1',
  hasClientSecret: true,
  allowedDomains: ['riverside.org'],
  groupClaim: 'roles',
  adminValue: 'DocApply.Admin',
  isPasswordSignInAllowed: true,
  redirectUri: 'https://docapply.example.org/api/sso/callback',
  startUrl: 'https://docapply.example.org/api/sso/start/riverside',
};

const SETTINGS_PATH = `/admin/hospitals/${HOSPITAL_ID}/sso`;

/** Set-up > Single sign-on for the hospital's admin, its provider set up as SETTINGS. */
function renderSettingsPage() {
  const api = createMockApi({ '/admin/hospitals': HOSPITALS, [SETTINGS_PATH]: SETTINGS });
  const { container } = renderAdmin(`/sign-in-settings?hospital=${HOSPITAL_ID}`, {
    user: createAdminUser(),
    api,
  });
  return { api, container };
}

// Whole routes with lazy pages: slow on a busy machine.
describe('single sign-on on the admin site', () => {
  it('leads from sign-in to the work-email page, which says when no hospital uses the domain', async () => {
    const api = createMockApi();
    const { router, container } = renderAdmin('/', { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Sign in with single sign-on' }));
    expect(await screen.findByRole('heading', { name: 'Single sign-on' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sso');
    expect(await seriousAxeViolations(container)).toEqual([]);

    const message = 'No hospital signs in with single sign-on for this email address.';
    api.post.mockRejectedValueOnce(
      new ApiError({ statusCode: 404, code: 'NOT_FOUND', message, fields: { email: message } }),
    );
    await user.type(screen.getByLabelText(/Work email/), 'sam@nowhere.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Work email/)).toHaveFocus();
    expect(api.post).toHaveBeenCalledWith('/sso/discover', { email: 'sam@nowhere.org' });
  });

  it('shows the hospital’s provider as a button to its sign-in page, focus on the heading', async () => {
    const api = createMockApi();
    const { container } = renderAdmin('/sso', { api });
    const user = userEvent.setup();
    api.post.mockResolvedValueOnce({ displayName: 'Riverside Entra ID', startUrl: SETTINGS.startUrl });
    await user.type(await screen.findByLabelText(/Work email/), 'sam@riverside.org{Enter}');
    const button = await screen.findByRole('link', { name: 'Sign in with Riverside Entra ID' });
    expect(button).toHaveAttribute('href', `${SETTINGS.startUrl}?login_hint=sam%40riverside.org`);
    expect(screen.getByRole('heading', { name: 'Single sign-on' })).toHaveFocus();
    expect(await seriousAxeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(await screen.findByLabelText(/Work email/)).toHaveValue('sam@riverside.org');
    expect(screen.getByRole('heading', { name: 'Single sign-on' })).toHaveFocus();
  });

  it('exchanges the callback’s ticket for the session and opens the admin’s first page', async () => {
    const api = createMockApi();
    const admin = createAdminUser();
    api.post.mockResolvedValueOnce({ token: 'sso-token', user: admin });
    const { router } = renderAdmin('/sso/done#ticket=ticket-1', { api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    expect(api.post).toHaveBeenCalledWith('/sso/session', { ticket: 'ticket-1' });
    expect(localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBe('sso-token');
  });

  it('after a single sign-on, asks for the authenticator app the hospital requires, as after a password', async () => {
    const api = createMockApi();
    api.post.mockResolvedValueOnce({
      message: 'Confirm it is you with your passkey or authenticator app.',
      challenge: 'challenge-sso',
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      otpMinutes: 0,
      isCodeSent: false,
      factors: { totp: true, passkey: false, recoveryCode: true, emailCode: false },
      email: 'sam@riverside.org',
    });
    const { router, container } = renderAdmin('/sso/done#ticket=ticket-2', { api });
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/otp');
    expect(screen.getByRole('textbox', { name: 'Code from your authenticator app' })).toBeInTheDocument();
    // No session until the code: nothing is stored as signed in.
    expect(localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBeNull();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('tells a refused sign-in why, in the product’s words', async () => {
    const { container } = renderAdmin('/sso/done#error=not-admin', { api: createMockApi() });
    expect(await screen.findByText(SSO_REFUSALS['not-admin'])).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Single sign-on' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Try single sign-on again' })).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('shows the provider without its secret and saves the form, keeping the secret when left empty', async () => {
    const { api, container } = renderSettingsPage();
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Button name')).toHaveValue('Riverside Entra ID');
    expect(screen.getByLabelText('Client secret')).toHaveValue('');
    expect(
      screen.getByText('Set. Leave empty to keep it, or enter a new one to replace it.'),
    ).toBeInTheDocument();
    expect(screen.getByText(SETTINGS.redirectUri)).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);

    await user.clear(screen.getByLabelText('Allowed email domains'));
    await user.type(screen.getByLabelText('Allowed email domains'), 'riverside.org, rgh.org');
    await user.click(screen.getByRole('switch', { name: /may also sign in with a password/ }));
    api.put.mockResolvedValueOnce({
      ...SETTINGS,
      allowedDomains: ['riverside.org', 'rgh.org'],
      isPasswordSignInAllowed: false,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Saved\./)).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith(SETTINGS_PATH, {
      displayName: 'Riverside Entra ID',
      issuer: SETTINGS.issuer,
      clientId: 'client-1',
      clientSecret: '',
      allowedDomains: ['riverside.org', 'rgh.org'],
      groupClaim: 'roles',
      adminValue: 'DocApply.Admin',
      isPasswordSignInAllowed: false,
    });
  });

  it('removes the provider after a confirmation, and says password sign-in is back', async () => {
    const { api, container } = renderSettingsPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove single sign-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove single sign-on?' });
    expect(dialog).toHaveTextContent('no longer sign in with Riverside Entra ID');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(await seriousAxeViolations(container.ownerDocument.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.del).not.toHaveBeenCalled();

    api.del.mockResolvedValueOnce({
      ...SETTINGS,
      isConfigured: false,
      displayName: '',
      issuer: '',
      clientId: '',
      hasClientSecret: false,
      allowedDomains: [],
      adminValue: '',
    });
    await user.click(screen.getByRole('button', { name: 'Remove single sign-on' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    const removed = await screen.findByText(/Single sign-on removed\./);
    expect(api.del).toHaveBeenCalledWith(SETTINGS_PATH);
    await waitFor(() => expect(removed.closest('[role="alert"]')).toHaveFocus());
    expect(screen.getByLabelText('Button name')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Remove single sign-on' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /may also sign in with a password/ })).toBeChecked();
  });
});
