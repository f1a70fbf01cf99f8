import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFppeListQuery } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { DOCTOR_ID, FPPE_ID, HOSPITAL, PRIVILEGE_KEY, createDetail, createSummary } from './fppe-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';
import {
  expectCardsToMatchRows,
  readTableRows,
  restoreScreenWidth,
  setScreenWidth,
} from './responsive-lists';

afterEach(restoreScreenWidth);

const LIST_PATH = `/admin/hospitals/${HOSPITAL.id}/fppe`;
const OVERDUE = createSummary({
  id: 'fppe-2',
  practitioner: { id: 'doc-9', name: 'Yusuf Young' },
  privilege: { id: 'priv-2', key: 'key-2', name: 'Echocardiography', department: 'Cardiology' },
  trigger: 'for-cause',
  method: 'retrospective-review',
  cases: null,
  evaluations: 1,
  concerns: 1,
  dueOn: '2026-05-01',
  overdue: true,
});

function createListApi(
  roles: ('hospital_admin' | 'committee_member')[] = ['hospital_admin'],
  { chairs = false }: { chairs?: boolean } = {},
) {
  const fixed = createMockApi({
    '/admin/fppe-hospitals': { data: roles.includes('hospital_admin') || chairs ? [HOSPITAL] : [] },
  });
  const api = { ...fixed, get: vi.fn() };
  api.get.mockImplementation(async (path: string, query?: TFppeListQuery) => {
    if (path === LIST_PATH) {
      const data = query?.show === 'overdue' ? [OVERDUE] : [createSummary(), OVERDUE];
      return { data, departments: ['Cardiology', 'Surgery'] };
    }
    return fixed.get(path);
  });
  return api;
}

describe('the FPPE list', () => {
  it('lists the hospital’s open FPPEs with progress, due date and state, each linking to its page', async () => {
    const api = createListApi();
    const { router } = renderAdmin('/fppe', { user: createAdminUser(), api });
    expect(await screen.findByRole('heading', { level: 1, name: 'FPPE' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Focused professional practice evaluations' });
    const rows = readTableRows(table);
    expect(rows[0].texts).toEqual([
      'Dana Doe',
      'Cardiac catheterisation',
      'Cardiology',
      'New privilege',
      'Prospective proctoring',
      '2 of 3 cases',
      '11/28/2026',
      'Open',
    ]);
    expect(rows[1].texts).toContain('1 evaluation1 concern');
    expect(rows[1].texts).toContain('05/01/2026Overdue');
    expect(api.get).toHaveBeenCalledWith(LIST_PATH, { show: 'open' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await userEvent.setup().click(within(table).getByRole('link', { name: 'Dana Doe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fppe/${FPPE_ID}`));
  });

  it('keeps the show and department filters in the URL and asks the API for them', async () => {
    const api = createListApi();
    const { router } = renderAdmin('/fppe?show=overdue', { user: createAdminUser(), api });
    const table = await screen.findByRole('table', { name: 'Focused professional practice evaluations' });
    expect(readTableRows(table)).toHaveLength(1);
    expect(api.get).toHaveBeenCalledWith(LIST_PATH, { show: 'overdue' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Surgery' }));
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(LIST_PATH, { show: 'overdue', department: 'Surgery' }),
    );
    expect(router.state.location.search).toBe('?show=overdue&department=Surgery');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the same values and links as cards on a phone', async () => {
    const api = createListApi();
    renderAdmin('/fppe', { user: createAdminUser(), api });
    const table = await screen.findByRole('table', { name: 'Focused professional practice evaluations' });
    const rows = readTableRows(table);
    cleanup();

    setScreenWidth('phone');
    renderAdmin('/fppe', { user: createAdminUser(), api });
    const list = await screen.findByRole('list', { name: 'Focused professional practice evaluations' });
    expectCardsToMatchRows(list, rows);
  });

  it('opens a for-cause FPPE on a practitioner’s privilege and goes to its page', async () => {
    const api = createListApi();
    api.post.mockResolvedValueOnce(createDetail({ trigger: 'for-cause' }));
    const { router } = renderAdmin('/fppe', { user: createAdminUser(), api });
    await screen.findByRole('table', { name: 'Focused professional practice evaluations' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open for-cause FPPE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open for-cause FPPE' });
    expect(await seriousAxeViolations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Open FPPE' }));
    expect(await within(dialog).findAllByText('Required')).not.toHaveLength(0);
    expect(api.post).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: /Practitioner/ }));
    await user.click(await screen.findByRole('option', { name: 'Dana Doe' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Privilege/ }));
    await user.click(await screen.findByRole('option', { name: 'Cardiac catheterisation (Cardiology)' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Complaint' }));
    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('Two complaints about consent');
    await user.click(within(dialog).getByRole('button', { name: 'Open FPPE' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(LIST_PATH, {
        doctorId: DOCTOR_ID,
        privilegeKey: PRIVILEGE_KEY,
        kind: 'complaint',
        reason: 'Two complaints about consent',
        plan: {
          method: 'retrospective-review',
          cases: 5,
          days: 180,
          criteria: 'Care meets the department’s standard for the privilege in every case reviewed.',
        },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fppe/${FPPE_ID}`));
  });

  it('lists a chair’s FPPEs of the hospital their link names', async () => {
    const api = createListApi(['committee_member']);
    renderAdmin(`/fppe?hospital=${HOSPITAL.id}`, {
      user: createAdminUser({ roles: ['committee_member'] }),
      api,
    });
    expect(
      await screen.findByRole('table', { name: 'Focused professional practice evaluations' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FPPE' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the FPPEs of the hospital where a chair sits, without a link naming it', async () => {
    const api = createListApi(['committee_member'], { chairs: true });
    renderAdmin('/fppe', { user: createAdminUser({ roles: ['committee_member'] }), api });
    expect(
      await screen.findByRole('table', { name: 'Focused professional practice evaluations' }),
    ).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(LIST_PATH, expect.objectContaining({ show: 'open' }));
  });

  it('says why a committee member with no department has nothing to list', async () => {
    renderAdmin('/fppe', {
      user: createAdminUser({ roles: ['committee_member'] }),
      api: createListApi(['committee_member']),
    });
    expect(await screen.findByText('No FPPE to list')).toBeInTheDocument();
  });
});
