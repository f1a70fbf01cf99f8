import type { ReactElement } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TPlatformHospital } from '@docapply/contracts';
import { AlertProvider, ApiError, type TApiClient } from '@docapply/ui';
import { AppProvider } from '@/app/provider';
import { HospitalsPage } from '@/features/platform';
import { TEST_CONFIG, createMockApi, type TMockApi } from './render-admin';
import {
  expectCardsToMatchRows,
  readTableRows,
  restoreScreenWidth,
  setScreenWidth,
} from './responsive-lists';

const RIVERSIDE: TPlatformHospital = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Riverside General Hospital',
  slug: 'riverside-general',
  city: 'Springfield',
  state: 'IL',
  about: 'A teaching hospital.',
  isOpen: true,
  minReferences: 3,
  appointmentMonths: 24,
  reappointmentLeadDays: 120,
  referenceReminderDays: [3, 7, 14],
  adminCount: 2,
  applicationCount: 14,
  requireStrongFactor: false,
  createdAt: '2026-01-05T10:00:00.000Z',
};
const LAKEVIEW: TPlatformHospital = {
  ...RIVERSIDE,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Lakeview Regional',
  slug: 'lakeview-regional',
  city: 'Madison',
  state: 'WI',
  isOpen: false,
  adminCount: 0,
  applicationCount: 0,
};

/** One page with every provider, at its own path (the router is the other helper's). */
function renderPage(page: ReactElement, api: TMockApi) {
  const router = createMemoryRouter([{ path: '*', element: <AlertProvider>{page}</AlertProvider> }]);
  render(
    <AppProvider config={TEST_CONFIG} apiClient={api as unknown as TApiClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

// Whole pages with MUI dialogs: slow on a busy machine, so more time than the default 5 s.
describe('platform hospitals page', () => {
  afterEach(restoreScreenWidth);

  it('lists every hospital with its counts and whether it is open', async () => {
    const api = createMockApi({ '/platform/hospitals': { data: [RIVERSIDE, LAKEVIEW] } });
    renderPage(<HospitalsPage />, api);
    expect(screen.getByRole('heading', { level: 1, name: 'Hospitals' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading hospitals...');

    const table = await screen.findByRole('table', { name: 'Hospitals' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Riverside General Hospital');
    expect(rows[1]).toHaveTextContent('Springfield, IL');
    expect(rows[1]).toHaveTextContent('14');
    expect(
      within(rows[1]).getByRole('switch', { name: 'Riverside General Hospital is open to applications' }),
    ).toBeChecked();
    expect(
      within(rows[2]).getByRole('switch', { name: 'Lakeview Regional is open to applications' }),
    ).not.toBeChecked();
    expect(rows[2]).toHaveTextContent('Closed');
  });

  it('shows an empty state', async () => {
    const empty = createMockApi({ '/platform/hospitals': { data: [] } });
    renderPage(<HospitalsPage />, empty);
    expect(await screen.findByRole('heading', { name: 'No hospitals yet' })).toBeInTheDocument();
  });

  it('shows the error of a failed read with a way to try again', async () => {
    const api = createMockApi();
    api.get.mockRejectedValueOnce(
      new ApiError({ statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permission to do this.' }),
    );
    api.get.mockResolvedValueOnce({ data: [RIVERSIDE] });
    renderPage(<HospitalsPage />, api);
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Hospitals' })).toBeInTheDocument();
  });

  it('adds a hospital: the dialog checks the fields, then posts the right body', async () => {
    const api = createMockApi({ '/platform/hospitals': { data: [RIVERSIDE] } });
    api.post.mockResolvedValueOnce({ ...LAKEVIEW, name: 'Mercy', isOpen: true });
    renderPage(<HospitalsPage />, api);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Hospitals' });
    await user.click(screen.getByRole('button', { name: 'Add hospital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a hospital' });

    await user.click(within(dialog).getByRole('button', { name: 'Add hospital' }));
    // Name, city and state.
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    expect(api.post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mercy');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Fresno');
    await user.click(within(dialog).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'California' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'About' }), 'Small.');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minimum references' }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add hospital' }));
    expect(await within(dialog).findByText('Enter a number from 1 to 10')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Minimum references' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minimum references' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add hospital' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('/platform/hospitals', {
      name: 'Mercy',
      city: 'Fresno',
      state: 'CA',
      about: 'Small.',
      minReferences: 2,
    });
    expect(await screen.findByText('Mercy was added. Doctors can apply there now.')).toBeInTheDocument();
    // The list is read again.
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  });

  it('leaves the minimum references to the platform default when empty, and shows the server’s field errors', async () => {
    const api = createMockApi({ '/platform/hospitals': { data: [] } });
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please correct',
        fields: { name: 'Too long' },
      }),
    );
    renderPage(<HospitalsPage />, api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add hospital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a hospital' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Twin Oaks');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Austin');
    await user.click(within(dialog).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add hospital' }));
    expect(await within(dialog).findByText('Too long')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/platform/hospitals', {
      name: 'Twin Oaks',
      city: 'Austin',
      state: 'TX',
      about: '',
      minReferences: undefined,
    });
  });

  it('closes a hospital with its switch, and edits one', async () => {
    const api = createMockApi({ '/platform/hospitals': { data: [RIVERSIDE] } });
    api.put.mockResolvedValueOnce({ ...RIVERSIDE, isOpen: false });
    api.put.mockResolvedValueOnce({ ...RIVERSIDE, minReferences: 4 });
    renderPage(<HospitalsPage />, api);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('switch', { name: 'Riverside General Hospital is open to applications' }),
    );
    expect(api.put).toHaveBeenCalledWith(`/platform/hospitals/${RIVERSIDE.id}`, { isOpen: false });
    expect(
      await screen.findByText(
        'Riverside General Hospital is closed to new applications. Its applications stay.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Riverside General Hospital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Riverside General Hospital' });
    const minimum = within(dialog).getByRole('spinbutton', { name: /Minimum references/ });
    expect(minimum).toHaveValue(3);
    await user.clear(minimum);
    await user.type(minimum, '4');
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: "Require a passkey or authenticator app for this hospital's admins",
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenLastCalledWith(`/platform/hospitals/${RIVERSIDE.id}`, {
        name: 'Riverside General Hospital',
        city: 'Springfield',
        state: 'IL',
        about: 'A teaching hospital.',
        minReferences: 4,
        appointmentMonths: 24,
        reappointmentLeadDays: 120,
        referenceReminderDays: [3, 7, 14],
        requireStrongFactor: true,
      }),
    );
  });

  it('shows each hospital as a card on a phone, with every value and control of its row', async () => {
    const api = createMockApi({ '/platform/hospitals': { data: [RIVERSIDE, LAKEVIEW] } });
    renderPage(<HospitalsPage />, api);
    const rows = readTableRows(await screen.findByRole('table', { name: 'Hospitals' }));
    cleanup();

    setScreenWidth('phone');
    renderPage(<HospitalsPage />, api);
    const list = await screen.findByRole('list', { name: 'Hospitals' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expectCardsToMatchRows(list, rows);
    const card = within(list).getAllByRole('listitem')[0];
    expect(card).toHaveTextContent('Open to applications');
    expect(card).toHaveTextContent('Min. references3');

    api.put.mockResolvedValueOnce({ ...RIVERSIDE, isOpen: false });
    const user = userEvent.setup();
    await user.click(
      within(card).getByRole('switch', { name: 'Riverside General Hospital is open to applications' }),
    );
    expect(api.put).toHaveBeenCalledWith(`/platform/hospitals/${RIVERSIDE.id}`, { isOpen: false });
    await user.click(within(card).getByRole('button', { name: 'Edit Riverside General Hospital' }));
    expect(
      await screen.findByRole('dialog', { name: 'Edit Riverside General Hospital' }),
    ).toBeInTheDocument();
  });
});
