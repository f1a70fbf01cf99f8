import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TRole } from '@docapply/contracts';
import { FullScreenLoader, PrivateRoute, PublicRoute, ScrollToTop } from '@/index';

type TSession = { isSignedIn: boolean; roles: string[] };

function renderAt(path: string, session: TSession, allowed: TRole[] = ['doctor']) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PublicRoute isSignedIn={session.isSignedIn} />}>
          <Route path="/" element={<h1>Landing</h1>} />
          <Route path="/login" element={<h1>Login</h1>} />
        </Route>
        <Route
          element={<PrivateRoute isSignedIn={session.isSignedIn} roles={session.roles} allowed={allowed} />}
        >
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Route>
        <Route path="/reference" element={<h1>Reference</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('route guards', () => {
  it('sends a signed-in user from a public page to /dashboard', () => {
    renderAt('/login', { isSignedIn: true, roles: ['doctor'] });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows public pages to signed-out visitors', () => {
    renderAt('/login', { isSignedIn: false, roles: [] });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor from a private page to /', () => {
    renderAt('/dashboard', { isSignedIn: false, roles: [] });
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it('shows a private page to a user holding an allowed role', () => {
    renderAt('/dashboard', { isSignedIn: true, roles: ['hospital_admin', 'doctor'] });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('keeps a signed-in user without an allowed role out of a private page', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/" element={<h1>Landing</h1>} />
          <Route element={<PrivateRoute isSignedIn roles={['hospital_admin']} allowed={['doctor']} />}>
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it('leaves open routes to everybody', () => {
    renderAt('/reference', { isSignedIn: true, roles: ['doctor'] });
    expect(screen.getByRole('heading', { name: 'Reference' })).toBeInTheDocument();
  });
});

describe('ScrollToTop', () => {
  it('scrolls to the top when the path changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(
      <MemoryRouter initialEntries={['/a']}>
        <ScrollToTop />
        <Link to="/b">Next</Link>
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  // A prerendered page may have been scrolled before its app started: the app must not move it.
  it('leaves the page the site opens at where it is, even rendered twice (StrictMode)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/a']}>
          <ScrollToTop />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it("moves focus to the new page's main content, not on the first page load", async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <ScrollToTop />
        <main>
          <Link to="/b">Next</Link>
        </main>
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});

describe('FullScreenLoader', () => {
  it('shows a spinner with "Please wait..." unless told otherwise', () => {
    const { rerender } = render(<FullScreenLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    expect(screen.getByRole('progressbar', { name: 'Please wait...' })).toBeInTheDocument();
    rerender(<FullScreenLoader message="Loading your applications..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your applications...');
  });
});
