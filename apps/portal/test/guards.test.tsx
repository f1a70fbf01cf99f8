import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser, renderApp } from './render-app';

const LANDING_HEADING = /apply to hospitals once/i;

describe('route guards', () => {
  it('sends a signed-out visitor from /dashboard to the landing page', async () => {
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_HEADING })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in doctor from /login to the dashboard', async () => {
    const { router } = renderApp('/login', { user: createUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dr. Doe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a signed-in doctor from the landing page to the dashboard', async () => {
    const { router } = renderApp('/', { user: createUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dr. Doe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("lets a signed-in doctor read a landing section from the header's links", async () => {
    const { router } = renderApp('/#features', { user: createUser({ isEmailVerified: false }) });
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_HEADING })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('lets a signed-out visitor open the open routes', async () => {
    renderApp('/reference');
    // No token in the address: the open page explains the link instead of sending to sign-in.
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
  });

  it('shows private pages inside the layout for a signed-in doctor', async () => {
    renderApp('/my/application/abc', { user: createUser() });
    expect(await screen.findByRole('button', { name: /Dana Doe/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Application' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows a not-found page with a link home for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('explains the portal is for doctors to a signed-in account without the doctor role', async () => {
    renderApp('/dashboard', { user: createUser({ roles: ['hospital_admin'] }) });
    expect(await screen.findByRole('heading', { name: 'This portal is for doctors' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the hospital site' })).toHaveAttribute(
      'href',
      'https://hospital.test/admin/',
    );
  });
});
