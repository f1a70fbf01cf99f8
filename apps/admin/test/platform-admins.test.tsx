import type { ReactElement } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TPlatformAdmin, TPlatformHospital } from '@docapply/contracts';
import { AlertProvider, ApiError, type TApiClient } from '@docapply/ui';
import { AppProvider } from '@/app/provider';
import { AdminAccountsPage } from '@/features/platform';
import { TEST_CONFIG, createMockApi, type TMockApi } from './render-admin';
import {
  expectCardsToMatchRows,
  readTableRows,
  restoreScreenWidth,
  setScreenWidth,
} from './responsive-lists';

const HOSPITAL: TPlatformHospital = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Riverside General Hospital',
  slug: 'riverside-general',
  city: 'Springfield',
  state: 'IL',
  about: '',
  isOpen: true,
  minReferences: 3,
  appointmentMonths: 24,
  reappointmentLeadDays: 120,
  referenceReminderDays: [3, 7, 14],
  adminCount: 1,
  applicationCount: 0,
  requireStrongFactor: false,
  createdAt: '2026-01-05T10:00:00.000Z',
};
const OTHER: TPlatformHospital = {
  ...HOSPITAL,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Lakeview Regional',
};

const ADMIN: TPlatformAdmin = {
  id: '33333333-3333-4333-8333-333333333333',
  email: 'maria.lopez@riverside.example.org',
  name: { first: 'Maria', last: 'Lopez' },
  hospitals: [{ id: HOSPITAL.id, name: HOSPITAL.name }],
  isDisabled: false,
  isInvitePending: false,
  createdAt: '2026-01-05T10:00:00.000Z',
};
const INVITED: TPlatformAdmin = {
  ...ADMIN,
  id: '44444444-4444-4444-8444-444444444444',
  email: 'sam.ortiz@lakeview.example.org',
  name: { first: 'Sam', last: 'Ortiz' },
  hospitals: [{ id: OTHER.id, name: OTHER.name }],
  isInvitePending: true,
};

function renderPage(page: ReactElement, api: TMockApi) {
  const router = createMemoryRouter([{ path: '*', element: <AlertProvider>{page}</AlertProvider> }]);
  render(
    <AppProvider config={TEST_CONFIG} apiClient={api as unknown as TApiClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

function createAdminsApi(admins: TPlatformAdmin[] = [ADMIN, INVITED]) {
  return createMockApi({
    '/platform/admins': { data: admins },
    '/platform/hospitals': { data: [HOSPITAL, OTHER] },
  });
}

describe('platform admin accounts page', () => {
  afterEach(restoreScreenWidth);

  it('lists the accounts with their hospitals and state', async () => {
    renderPage(<AdminAccountsPage />, createAdminsApi());
    expect(screen.getByRole('heading', { level: 1, name: 'Hospital admin accounts' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Hospital admin accounts' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Maria Lopez');
    expect(rows[1]).toHaveTextContent('Riverside General Hospital');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Invited');
  });

  it('says when there is nobody yet', async () => {
    renderPage(<AdminAccountsPage />, createAdminsApi([]));
    expect(await screen.findByRole('heading', { name: 'No hospital admins yet' })).toBeInTheDocument();
  });

  it('invites an admin to the hospitals picked, after checking every field', async () => {
    const api = createAdminsApi();
    api.post.mockResolvedValueOnce({
      admin: { ...INVITED, email: 'new.admin@example.org' },
      message: 'Invitation sent. The link to set a password is valid for 72 hours.',
    });
    renderPage(<AdminAccountsPage />, api);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Hospital admin accounts' });
    await user.click(screen.getByRole('button', { name: 'Invite admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a hospital admin' });

    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    expect(within(dialog).getByText('Choose at least one hospital')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'new.admin@example.org');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Nora');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Admin');
    await user.click(within(dialog).getByRole('combobox', { name: 'Hospitals' }));
    await user.click(await screen.findByRole('option', { name: 'Lakeview Regional' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Hospitals' }));
    await user.click(await screen.findByRole('option', { name: 'Riverside General Hospital' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('/platform/admins/invite', {
      email: 'new.admin@example.org',
      firstName: 'Nora',
      lastName: 'Admin',
      hospitalIds: [OTHER.id, HOSPITAL.id],
    });
    expect(
      await screen.findByText('Invitation sent. The link to set a password is valid for 72 hours.'),
    ).toBeInTheDocument();
  });

  it('puts the server’s refusal of a doctor’s email on the email field', async () => {
    const api = createAdminsApi();
    const message = "This email belongs to a doctor's account and cannot be made an administrator.";
    api.post.mockRejectedValueOnce(
      new ApiError({ statusCode: 409, code: 'CONFLICT', message, fields: { email: message } }),
    );
    renderPage(<AdminAccountsPage />, api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a hospital admin' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'dana.doe@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Dana');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Doe');
    await user.click(within(dialog).getByRole('combobox', { name: 'Hospitals' }));
    await user.click(await screen.findByRole('option', { name: 'Lakeview Regional' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite a hospital admin' })).toBeInTheDocument();
  });

  it('disables an account after confirming', async () => {
    const api = createAdminsApi();
    api.put.mockResolvedValueOnce({ ...ADMIN, isDisabled: true });
    renderPage(<AdminAccountsPage />, api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable Maria Lopez' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable Maria Lopez?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(api.put).toHaveBeenCalledWith(`/platform/admins/${ADMIN.id}`, { disabled: true });
    expect(await screen.findByText('Maria Lopez was disabled.')).toBeInTheDocument();
  });

  it('shows each account as a card on a phone, with every value and button of its row', async () => {
    const disabled = { ...INVITED, isDisabled: true };
    const api = createAdminsApi([ADMIN, disabled]);
    renderPage(<AdminAccountsPage />, api);
    const rows = readTableRows(await screen.findByRole('table', { name: 'Hospital admin accounts' }));
    cleanup();

    setScreenWidth('phone');
    renderPage(<AdminAccountsPage />, api);
    const list = await screen.findByRole('list', { name: 'Hospital admin accounts' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expectCardsToMatchRows(list, rows);
    const [maria, sam] = within(list).getAllByRole('listitem');
    expect(maria).toHaveTextContent('maria.lopez@riverside.example.org');
    expect(maria).toHaveTextContent('HospitalsRiverside General Hospital');
    expect(within(sam).getByRole('button', { name: 'Enable Sam Ortiz' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(maria).getByRole('button', { name: 'Hospitals for Maria Lopez' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('keeps keyboard focus on the same button when the screen narrows or widens', async () => {
    setScreenWidth('desktop');
    renderPage(<AdminAccountsPage />, createAdminsApi());
    const table = await screen.findByRole('table', { name: 'Hospital admin accounts' });
    within(table).getByRole('button', { name: 'Disable Maria Lopez' }).focus();

    setScreenWidth('phone');
    const list = await screen.findByRole('list', { name: 'Hospital admin accounts' });
    expect(within(list).getByRole('button', { name: 'Disable Maria Lopez' })).toHaveFocus();

    setScreenWidth('desktop');
    const again = await screen.findByRole('table', { name: 'Hospital admin accounts' });
    expect(within(again).getByRole('button', { name: 'Disable Maria Lopez' })).toHaveFocus();
  });
});
