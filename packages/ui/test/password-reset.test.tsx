import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  AlertProvider,
  ApiError,
  ApiProvider,
  AppThemeProvider,
  ForgotPasswordCard,
  ResetPasswordCard,
  createQueryClient,
  type TApiClient,
} from '@/index';

const NEW_PASSWORD = 'Copper-Meadow-Falcon-77';
const SENT = 'If an account uses this email, we have sent it a link to choose a new password.';

/** The card at `entry` with all providers; the other pages show a heading so arriving there is visible. */
function renderCard(entry: string, card: ReactNode) {
  const path = entry.split('?')[0];
  const post = vi.fn();
  const api = { get: vi.fn(), post, put: vi.fn(), del: vi.fn() } as unknown as TApiClient;
  render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[entry]}>
        <QueryClientProvider client={createQueryClient()}>
          <ApiProvider client={api}>
            <AlertProvider>
              <Routes>
                <Route path={path} element={card} />
                <Route path="/forgotPassword" element={<h1>Forgot password page</h1>} />
                <Route path="/login" element={<h1>Sign in page</h1>} />
              </Routes>
            </AlertProvider>
          </ApiProvider>
        </QueryClientProvider>
      </MemoryRouter>
    </AppThemeProvider>,
  );
  return { post, user: userEvent.setup() };
}

const renderForgot = () =>
  renderCard('/forgotPassword', <ForgotPasswordCard site="admin" loginHref="/login" />);

function renderReset(token = 'link-token') {
  const onPasswordChanged = vi.fn();
  const view = renderCard(
    `/resetPassword${token ? `?token=${token}` : ''}`,
    <ResetPasswordCard
      loginHref="/login"
      forgotPasswordHref="/forgotPassword"
      onPasswordChanged={onPasswordChanged}
    />,
  );
  return { ...view, onPasswordChanged };
}

describe('ForgotPasswordCard', () => {
  it('asks for a valid email before sending anything', async () => {
    const { post, user } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'dana@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the site's link request, then says to check the inbox with focus on the news", async () => {
    const { post, user } = renderForgot();
    post.mockResolvedValueOnce({ message: SENT });
    await user.type(screen.getByLabelText(/^Email/), 'mary.staff@riverside.org');
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(post).toHaveBeenCalledWith('/auth/password/forgot', {
      email: 'mary.staff@riverside.org',
      site: 'admin',
    });
    expect(screen.getByText(SENT)).toBeInTheDocument();
    expect(screen.getByText('mary.staff@riverside.org')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('shows a throttled request as an alert', async () => {
    const { post, user } = renderForgot();
    post.mockRejectedValueOnce(
      new ApiError({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many attempts.' }),
    );
    await user.type(screen.getByLabelText(/^Email/), 'mary.staff@riverside.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});

describe('ResetPasswordCard', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
    await user.type(screen.getByLabelText(/^New password/), password);
    await user.type(screen.getByLabelText(/^Confirm password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('checks the two passwords before sending, and shows or hides them', async () => {
    const { post, user } = renderReset();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await fill(user, 'short', 'short');
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await fill(user, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    const input = screen.getByLabelText(/^New password/);
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(input).toHaveAttribute('type', 'text');
  });

  it("puts the server's strength message on the password and keeps the form", async () => {
    const { post, user } = renderReset();
    post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please correct the highlighted fields',
        fields: { password: 'This password is too common. Choose a less predictable one.' },
      }),
    );
    await fill(user, 'password1234');
    expect(await screen.findByText(/too common/)).toBeInTheDocument();
    // The link is still good: the form stays for another try.
    expect(screen.getByRole('form', { name: 'Choose a new password' })).toBeInTheDocument();
  });

  it('changes the password, clears the session and takes the person to sign in', async () => {
    const { post, user, onPasswordChanged } = renderReset('abc-123');
    post.mockResolvedValueOnce({ message: 'Changed', email: 'dana@example.com' });
    await fill(user, NEW_PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toHaveFocus();
    expect(post).toHaveBeenCalledWith('/auth/password/reset', { token: 'abc-123', password: NEW_PASSWORD });
    expect(onPasswordChanged).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password has been changed.');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });

  it('explains a used or expired link and offers a new one', async () => {
    const { post, user, onPasswordChanged } = renderReset();
    post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'TOKEN_EXPIRED',
        message: 'This password reset link has expired.',
      }),
    );
    await fill(user, NEW_PASSWORD);
    const heading = await screen.findByRole('heading', { name: 'This link cannot be used' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('This password reset link has expired.')).toBeInTheDocument();
    expect(onPasswordChanged).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeInTheDocument();
  });

  it('says so when the link has no token', () => {
    renderReset('');
    const card = screen.getByRole('heading', { name: 'This link cannot be used' }).parentElement;
    expect(within(card as HTMLElement).getByText(/This link is incomplete/)).toBeInTheDocument();
  });
});
