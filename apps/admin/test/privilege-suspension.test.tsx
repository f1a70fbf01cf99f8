import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_STORAGE_KEYS, type TAppointment } from '@docapply/contracts';
import { AlertProvider } from '@docapply/ui';
import { createTestAppointment, renderSite, seriousAxeViolations } from '@docapply/ui/test-kit';
import { AppProvider } from '@/app/provider';
import { AppointmentPrivilegesCard } from '@/features/review/components/appointment-privileges-card';
import { STEP_UP_REQUIRED, WITH_APP } from './committee-fixtures';
import { createAdminUser, createMockApi } from './render-admin';

const APPLICATION_ID = 'app-9';
const SUSPENSIONS_PATH = `/admin/applications/${APPLICATION_ID}/privilege-suspensions`;
const ADMITTING = { id: '11111111-1111-4111-8111-111111111111', name: 'Admitting', department: 'Medicine' };
const CATH = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Cardiac catheterisation',
  department: 'Cardiology',
};
const SUSPENSION = {
  id: 'suspension-1',
  suspendedAt: '2026-12-06T12:00:00.000Z',
  practitionerNote: 'Pending the review of recent cases.',
  reason: 'Two sentinel events under review',
  suspendedBy: 'Olive Office',
};

function createAppointment(suspended: boolean): TAppointment {
  return createTestAppointment({
    applicationId: APPLICATION_ID,
    privileges: [
      { ...ADMITTING, conditions: null },
      { ...CATH, conditions: null, ...(suspended ? { suspension: SUSPENSION } : {}) },
    ],
  });
}

/** The card alone, on a page of its own: the review places it in its side panel. */
async function renderCard(appointment: TAppointment) {
  const api = createMockApi({ '/account/security': WITH_APP });
  renderSite('/card', {
    provider: AppProvider,
    routes: [
      {
        path: '/card',
        element: (
          <AlertProvider>
            <AppointmentPrivilegesCard applicationId={APPLICATION_ID} appointment={appointment} />
          </AlertProvider>
        ),
      },
    ],
    storageKeys: ADMIN_STORAGE_KEYS,
    token: 'admin-token',
    user: createAdminUser(),
    api,
  });
  const card = await screen.findByRole('region', { name: 'Appointment' });
  return { api, card, user: userEvent.setup() };
}

describe('privilege suspension in the office', () => {
  it('marks a suspended privilege in words, with the note and the reason, and offers to reinstate it', async () => {
    const { card } = await renderCard(createAppointment(true));
    const [admitting, cath] = within(card).getAllByRole('listitem');
    expect(admitting).not.toHaveTextContent('Suspended');
    expect(within(admitting).getByRole('button', { name: 'Suspend Admitting' })).toBeInTheDocument();
    expect(cath).toHaveTextContent('Suspended since 12/06/2026: not to be exercised until reinstated.');
    expect(cath).toHaveTextContent("The office's note: Pending the review of recent cases.");
    expect(cath).toHaveTextContent(
      'Reason (office only): Two sentinel events under review (suspended by Olive Office)',
    );
    expect(
      within(cath).getByRole('button', { name: 'Reinstate Cardiac catheterisation' }),
    ).toBeInTheDocument();
    expect(within(cath).queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(card)).toEqual([]);
  });

  it('requires a reason, then suspends once the admin confirms it is them', async () => {
    const { card, api, user } = await renderCard(createAppointment(false));
    await user.click(within(card).getByRole('button', { name: 'Suspend Cardiac catheterisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Cardiac catheterisation' });
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await user.click(reason);
    await user.paste('Two sentinel events under review');
    await user.click(within(dialog).getByRole('textbox', { name: 'Note to the practitioner' }));
    await user.paste('Pending the review of recent cases.');
    api.post.mockRejectedValueOnce(STEP_UP_REQUIRED);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    const body = {
      privilegeIds: [CATH.id],
      reason: 'Two sentinel events under review',
      practitionerNote: 'Pending the review of recent cases.',
    };
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(SUSPENSIONS_PATH, body));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    api.post.mockImplementation(async (path: string) =>
      path === '/account/step-up'
        ? { message: 'Thank you. You can sign now.', expiresAt: '2026-12-06T10:05:00.000Z' }
        : createAppointment(true),
    );
    await user.type(await within(confirm).findByLabelText('Code'), '654321');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and suspend' }));
    await waitFor(() =>
      expect(api.post.mock.calls.map(([path]) => path)).toEqual([
        SUSPENSIONS_PATH,
        '/account/step-up',
        SUSPENSIONS_PATH,
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Privilege suspended. The practitioner has been emailed.',
    );
  });

  it('reinstates with a note', async () => {
    const { card, api, user } = await renderCard(createAppointment(true));
    await user.click(within(card).getByRole('button', { name: 'Reinstate Cardiac catheterisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstate Cardiac catheterisation' });
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('textbox', { name: 'Note' }));
    await user.paste('The review found no concern');
    api.post.mockResolvedValueOnce(createAppointment(false));
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`${SUSPENSIONS_PATH}/suspension-1/reinstate`, {
        note: 'The review found no concern',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
