import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_STORAGE_KEYS,
  type TTemporaryPrivilegeGrant,
  type TTemporaryPrivilegeList,
} from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { AlertProvider, ApiError } from '@docapply/ui';
import { renderSite, seriousAxeViolations } from '@docapply/ui/test-kit';
import { AppProvider } from '@/app/provider';
import { TemporaryPrivilegesCard } from '@/features/temporary-privileges';
import { WITH_APP } from './committee-fixtures';
import { createAdminUser, createMockApi } from './render-admin';

const APPLICATION_ID = 'app-7';
const LIST_PATH = `/admin/applications/${APPLICATION_ID}/temporary-privileges`;
const CATH = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Cardiac catheterisation',
  department: 'Cardiology',
};
const ECHO = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Echocardiography',
  department: 'Cardiology',
};

function createGrant(overrides: Partial<TTemporaryPrivilegeGrant> = {}): TTemporaryPrivilegeGrant {
  return {
    id: 'grant-1',
    applicationId: APPLICATION_ID,
    basis: 'patient-care-need',
    reason: 'Covers the cath lab on nights',
    startsOn: '2026-12-01',
    endsOn: '2026-12-30',
    state: 'active',
    privileges: [CATH],
    grantedBy: { id: 'admin-1', name: 'Mary Staff' },
    grantedAt: '2026-12-01T09:00:00.000Z',
    endedAt: null,
    endedBy: null,
    endReason: null,
    ...overrides,
  };
}

function listOf(grants: TTemporaryPrivilegeGrant[], maxDays = 90): TTemporaryPrivilegeList {
  return { data: grants, requested: [CATH, ECHO], maxDays };
}

/** The card alone, on a page of its own: the integrator places it on the review. */
async function renderCard(list: TTemporaryPrivilegeList) {
  const api = createMockApi({ [LIST_PATH]: list, '/account/security': WITH_APP });
  const view = renderSite('/card', {
    provider: AppProvider,
    routes: [
      {
        path: '/card',
        element: (
          <AlertProvider>
            <TemporaryPrivilegesCard applicationId={APPLICATION_ID} />
          </AlertProvider>
        ),
      },
    ],
    storageKeys: ADMIN_STORAGE_KEYS,
    token: 'admin-token',
    user: createAdminUser(),
    api,
  });
  const card = await screen.findByRole('region', { name: 'Temporary privileges' });
  await within(card).findByText(/At most/);
  return { ...view, api, card, user: userEvent.setup() };
}

describe('temporary privileges card', () => {
  it('lists the grants with their dates, basis, reason and how they ended, and offers to end the one in force', async () => {
    const { card } = await renderCard(
      listOf([
        createGrant(),
        createGrant({
          id: 'grant-0',
          state: 'ended',
          privileges: [ECHO],
          endedAt: '2026-11-20T10:00:00.000Z',
          endedBy: { id: 'admin-2', name: 'Sam Office' },
          endReason: 'The need has passed',
        }),
      ]),
    );
    expect(card).toHaveTextContent('At most 90 days at this hospital.');
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Cardiac catheterisation');
    expect(items[0]).toHaveTextContent('In force');
    expect(items[0]).toHaveTextContent('12/01/2026 to 12/30/2026 · Urgent patient-care need');
    expect(items[0]).toHaveTextContent('Reason: Covers the cath lab on nights');
    expect(within(items[0]).getByRole('button', { name: 'End now' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Ended on 11/20/2026');
    expect(items[1]).toHaveTextContent('by Sam Office: The need has passed');
    expect(within(items[1]).queryByRole('button', { name: 'End now' })).not.toBeInTheDocument();
    // One grant in force at a time: no new grant until it ends.
    expect(
      within(card).queryByRole('button', { name: 'Grant temporary privileges' }),
    ).not.toBeInTheDocument();
    expect(await seriousAxeViolations(card)).toEqual([]);
  });

  it('shows the hospital’s maximum and checks the form before sending: a privilege, the basis, the reason and the last day', async () => {
    const { card, api, user } = await renderCard(listOf([]));
    expect(card).toHaveTextContent('No temporary privileges granted.');
    await user.click(within(card).getByRole('button', { name: 'Grant temporary privileges' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant temporary privileges' });
    expect(dialog).toHaveTextContent('At most 90 days, the first and the last day included');
    expect(await seriousAxeViolations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByText('Choose at least one privilege')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Echocardiography (Cardiology)' }));
    await user.click(
      within(dialog).getByRole('radio', { name: 'Complete application awaiting the committee' }),
    );
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('Awaiting the committee on the 15th');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('Choose at least one privilege')).not.toBeInTheDocument(),
    );
    // The last day is still empty: nothing is sent.
    expect(api.post).not.toHaveBeenCalled();
  });

  it('asks the user to confirm it is them when the server wants a fresh second factor, then grants what was typed', async () => {
    const { card, api, user } = await renderCard(listOf([]));
    await user.click(within(card).getByRole('button', { name: 'Grant temporary privileges' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant temporary privileges' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cardiac catheterisation (Cardiology)' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Urgent patient-care need' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('Night cover');
    // The first day is today already; the last day typed as the date field takes it (MM DD YYYY).
    const lastDay = within(dialog).getByRole('group', { name: 'Last day' });
    await user.click(within(lastDay).getAllByRole('spinbutton')[0]);
    const [year, month, day] = todayString().split('-');
    await user.keyboard(`${month}${day}${year}`);

    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 403,
        code: 'STEP_UP_REQUIRED',
        message: 'Confirm it is you before you sign: enter a code or use your passkey.',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(LIST_PATH, {
        privilegeIds: [CATH.id],
        basis: 'patient-care-need',
        reason: 'Night cover',
        startsOn: todayString(),
        endsOn: todayString(),
      }),
    );
    // "Confirm it is you" opens over the grant, which keeps what was typed; confirmed, it is sent again.
    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    // Hidden from assistive technology while the confirmation is open, not gone.
    expect(within(dialog).getByRole('textbox', { name: 'Reason', hidden: true })).toHaveValue('Night cover');
    api.post.mockImplementation(async (path: string) =>
      path === '/account/step-up'
        ? { message: 'Thank you. You can sign now.', expiresAt: '2026-12-06T10:05:00.000Z' }
        : createGrant(),
    );
    await user.type(await within(confirm).findByLabelText('Code'), '654321');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and grant' }));
    expect(api.post).toHaveBeenCalledWith('/account/step-up', { method: 'totp', code: '654321' });
    const grants = () => api.post.mock.calls.filter(([path]) => path === LIST_PATH);
    await waitFor(() => expect(grants()).toHaveLength(2));
    expect(api.post.mock.calls.map(([path]) => path)).toEqual([LIST_PATH, '/account/step-up', LIST_PATH]);
    expect(grants()[1]).toEqual(grants()[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Temporary privileges granted. The doctor has been emailed.',
    );
  });

  it('ends the grant in force now, with the reason', async () => {
    const { card, api, user } = await renderCard(listOf([createGrant()]));
    await user.click(within(card).getByRole('button', { name: 'End now' }));
    const dialog = await screen.findByRole('dialog', { name: 'End temporary privileges now' });
    await user.click(within(dialog).getByRole('button', { name: 'End now' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(api.post).not.toHaveBeenCalled();
    await user.click(reason);
    await user.paste('The need has passed');
    api.post.mockResolvedValueOnce(createGrant({ state: 'ended' }));
    await user.click(within(dialog).getByRole('button', { name: 'End now' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`${LIST_PATH}/grant-1/end`, { reason: 'The need has passed' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
