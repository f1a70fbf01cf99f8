import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@docapply/contracts';
import { createMockApi, createUser, renderApp } from './render-app';

describe('dashboard', () => {
  it('greets the doctor and says applications are coming soon', async () => {
    renderApp('/dashboard', { user: createUser() });
    expect(await screen.findByRole('heading', { name: 'Welcome, Dr. Doe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start an application' })).toBeDisabled();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('asks an unverified doctor to verify, and follows a verification made elsewhere', async () => {
    const stored = createUser({ isEmailVerified: false });
    // The server already knows the address is verified (the link was opened on a phone).
    const api = createMockApi(createUser({ isEmailVerified: true }));
    renderApp('/dashboard', { user: stored, api });
    expect(await screen.findByRole('heading', { name: 'Welcome, Dr. Doe' })).toBeInTheDocument();
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? '{}').isEmailVerified).toBe(true);
  });

  it('shows the verify-email step to a doctor who has not verified yet', async () => {
    const user = createUser({ isEmailVerified: false });
    renderApp('/dashboard', { user });
    expect(
      await screen.findByText(/We sent a verification link to dana.doe@example.com/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });
});
