import { useEffect } from 'react';
import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, AlertProvider, AppThemeProvider, useAlert, type TAlertContext } from '@/index';
import { loadAlertHost } from '@/alerts/alert-provider';

function Capture({ onReady }: { onReady: (alerts: TAlertContext) => void }) {
  const alerts = useAlert();
  useEffect(() => {
    onReady(alerts);
  }, [alerts, onReady]);
  return null;
}

function NextPage() {
  const { state } = useLocation() as { state: { from?: string } | null };
  return <h1>Next page{state?.from ? ` from ${state.from}` : ''}</h1>;
}

function renderAlerts() {
  const handle: { current: TAlertContext | null } = { current: null };
  const user = userEvent.setup({ delay: null });
  render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={['/start']}>
        <AlertProvider>
          <Capture
            onReady={(alerts) => {
              handle.current = alerts;
            }}
          />
          <Routes>
            <Route path="/start" element={<h1>Start page</h1>} />
            <Route path="/next" element={<NextPage />} />
          </Routes>
          <button type="button">Outside</button>
        </AlertProvider>
      </MemoryRouter>
    </AppThemeProvider>,
  );
  const alerts = () => {
    if (!handle.current) {
      throw new Error('AlertProvider not ready');
    }
    return handle.current;
  };
  const run = (action: (alerts: TAlertContext) => void) => act(() => action(alerts()));
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { user, run, wait };
}

// The host's code downloads at the first key or pointer press (alerts-lazy.test.tsx); these tests
// find it downloaded, as a page does once its visitor has pressed something.
beforeAll(async () => {
  await loadAlertHost();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('alerts', () => {
  it.each(['success', 'error', 'info', 'warning'] as const)(
    'a %s alert shows its message at the top right',
    (type) => {
      const { run } = renderAlerts();
      run((alerts) => alerts.showAlert({ type, message: `A ${type} message` }));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(`A ${type} message`);
      // jsdom applies media queries for its 1024 px window: MUI's offset from 600 px up.
      expect(alert.parentElement).toHaveStyle({ position: 'fixed', top: '24px', right: '24px' });
      expect(alert.parentElement).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    },
  );

  it('shows success in the brand blue', () => {
    const { run } = renderAlerts();
    run((alerts) => alerts.showAlert({ type: 'success', message: 'Saved' }));
    expect(screen.getByRole('alert')).toHaveStyle({ backgroundColor: 'rgb(0, 74, 173)' });
  });

  it('hides after 6 seconds', async () => {
    vi.useFakeTimers();
    const { run, wait } = renderAlerts();
    run((alerts) => alerts.showAlert({ type: 'info', message: 'Heads up' }));
    await wait(5_900);
    expect(screen.getByRole('alert')).toHaveTextContent('Heads up');
    await wait(100);
    await wait(1_000); // the exit animation
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not close when the user clicks elsewhere', async () => {
    const { run, user } = renderAlerts();
    run((alerts) => alerts.showAlert({ type: 'error', message: 'Could not save' }));
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    await user.click(screen.getByRole('heading', { name: 'Start page' }));
    await expect(
      waitForElementToBeRemoved(() => screen.queryByRole('alert'), { timeout: 800 }),
    ).rejects.toThrow();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
  });

  it('closes with its close button', async () => {
    const { run, user } = renderAlerts();
    run((alerts) => alerts.showAlert({ type: 'warning', message: 'Check the dates' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('alert'));
  });

  it('with a message, navigates to its link after 1 second and is then discarded', async () => {
    vi.useFakeTimers();
    const { run, wait } = renderAlerts();
    run((alerts) =>
      alerts.showAlert({
        type: 'success',
        message: 'Registered',
        navigateLink: '/next',
        navigateState: { from: 'register' },
      }),
    );
    await wait(900);
    expect(screen.getByRole('heading', { name: 'Start page' })).toBeInTheDocument();
    await wait(100);
    expect(screen.getByRole('heading', { name: 'Next page from register' })).toBeInTheDocument();
    await wait(1_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without a message, navigates at once', () => {
    const { run } = renderAlerts();
    run((alerts) => alerts.showAlert({ type: 'info', navigateLink: '/next' }));
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  });

  it('navigates to its link when closed', async () => {
    const { run, user } = renderAlerts();
    run((alerts) => alerts.showAlert({ type: 'success', message: 'Done', navigateLink: '/next' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  });

  it('shows a blocking loader with "Please wait..." by default', async () => {
    const { run, user } = renderAlerts();
    run((alerts) => alerts.showLoader());
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    expect(screen.getByRole('progressbar', { name: 'Please wait...' })).toBeInTheDocument();
    // The page behind is out of reach: hidden from assistive technology, and Escape does not end it.
    expect(screen.queryByRole('button', { name: 'Outside' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');

    run((alerts) => alerts.dismissAlert());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Outside' })).toBeInTheDocument();
  });

  it('shows a loader with its own message', () => {
    const { run } = renderAlerts();
    run((alerts) => alerts.showLoader('Sending your comment...'));
    expect(screen.getByRole('status')).toHaveTextContent('Sending your comment...');
  });
});

describe('showApiError', () => {
  it('on a read, a 404 dismisses the loader silently', async () => {
    const { run } = renderAlerts();
    run((alerts) => alerts.showLoader());
    run((alerts) =>
      alerts.showApiError(new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'No comments' }), {
        isRead: true,
      }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('otherwise shows an error alert with the error message', () => {
    const { run } = renderAlerts();
    run((alerts) =>
      alerts.showApiError(new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'No such form' })),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No such form');
  });

  it('falls back to the generic message', () => {
    const { run } = renderAlerts();
    run((alerts) => alerts.showApiError(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong, Please try again ...');
  });
});
