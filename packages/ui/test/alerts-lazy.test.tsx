import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AlertProvider, AppThemeProvider, useAlert, type TAlertContext } from '@/index';

function Capture({ onReady }: { onReady: (alerts: TAlertContext) => void }) {
  const alerts = useAlert();
  useEffect(() => {
    onReady(alerts);
  }, [alerts, onReady]);
  return null;
}

// A file of its own: the host's code is not downloaded yet here (alerts.test.tsx finds it in).
describe('alerts before their code is in', () => {
  it('shows the first alert once its code has downloaded', async () => {
    let alerts: TAlertContext | null = null;
    render(
      <AppThemeProvider>
        <MemoryRouter>
          <AlertProvider>
            <Capture
              onReady={(value) => {
                alerts = value;
              }}
            />
          </AlertProvider>
        </MemoryRouter>
      </AppThemeProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => alerts?.showAlert({ type: 'error', message: 'Could not save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
  });
});
