import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TOppeImport } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { COUNTS, HOSPITAL_ID, createQueuePage } from './admin-fixtures';
import {
  CURRENT_CYCLE,
  CURRENT_CYCLE_ID,
  DOCTOR_ID,
  HOSPITALS,
  OPPE_BASE,
  PAST_CYCLE,
  PRACTITIONERS,
} from './oppe-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

function renderOppe(entry = `/oppe?hospital=${HOSPITAL_ID}`, cycles = [PAST_CYCLE, CURRENT_CYCLE]) {
  const api = {
    ...createMockApi({
      '/admin/hospitals': HOSPITALS,
      [`${OPPE_BASE}/cycles`]: { data: cycles },
      [`${OPPE_BASE}/cycles/${CURRENT_CYCLE_ID}/practitioners`]: PRACTITIONERS,
      [`${OPPE_BASE}/cycles/${PAST_CYCLE.id}/practitioners`]: { cycle: PAST_CYCLE, data: [] },
      '/admin/applications': createQueuePage(),
      '/admin/applications/counts': COUNTS,
      '/admin/applications/filter-options': { assignees: [], departments: [] },
    }),
    upload: vi.fn(),
  };
  const view = renderAdmin(entry, { user: createAdminUser(), api });
  return { ...view, api, user: userEvent.setup() };
}

const findInput = () => document.querySelector<HTMLInputElement>('input[type="file"]');

function createImport(overrides: Partial<TOppeImport> = {}): TOppeImport {
  return {
    id: 'import-1',
    fileName: 'oppe.csv',
    state: 'imported',
    rowsRead: 12,
    rowsImported: 12,
    errorCount: 0,
    errors: [],
    importedBy: 'Mary Staff',
    importedAt: '2026-03-10T10:00:00.000Z',
    durationMs: 120,
    ...overrides,
  };
}

// Whole routes with lazy pages: slow on a busy machine.
describe('OPPE page', () => {
  it('is in the navigation, picks the newest cycle and lists its practitioners, the most flagged first', async () => {
    const { container, router, user } = renderOppe('/applications');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // Under the Evaluation menu, with the FPPEs.
    await user.click(within(nav).getByRole('button', { name: 'Evaluation' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['FPPE', 'OPPE']);
    await user.click(within(menu).getByRole('menuitem', { name: 'OPPE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/oppe'));
    expect(await screen.findByRole('heading', { level: 1, name: 'OPPE' })).toBeInTheDocument();
    const cycle = await screen.findByRole('combobox', { name: 'Cycle' });
    expect(cycle).toHaveTextContent(`01/01/${CURRENT_CYCLE.startsOn.slice(0, 4)}`);
    expect(cycle).toHaveTextContent('(open)');
    // A cycle holds today: nothing to open.
    expect(screen.queryByRole('button', { name: 'Open the current cycle' })).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Practitioners in this cycle' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Dana Doe');
    expect(within(rows[0]).getByText('1 flagged')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Not concluded yet');
    expect(rows[1]).toHaveTextContent('No concerns');
    expect(within(rows[0]).getByRole('link', { name: 'Dana Doe' })).toHaveAttribute(
      'href',
      `/oppe/${HOSPITAL_ID}/${CURRENT_CYCLE_ID}/${DOCTOR_ID}`,
    );
    expect(await seriousAxeViolations(container)).toEqual([]);

    // Last year's cycle has no values yet.
    await user.click(cycle);
    await user.click(await screen.findByRole('option', { name: /^01\/01\/\d{4} – 12\/31\/\d{4}$/ }));
    expect(await screen.findByText(/No values in this cycle yet/)).toBeInTheDocument();
    expect(router.state.location.search).toContain(`cycle=${PAST_CYCLE.id}`);
  });

  it('opens the current cycle when none holds today', async () => {
    const { api, user } = renderOppe(undefined, [PAST_CYCLE]);
    const open = await screen.findByRole('button', { name: 'Open the current cycle' });
    api.post.mockResolvedValueOnce(CURRENT_CYCLE);
    await user.click(open);
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(`${OPPE_BASE}/cycles`));
    expect(await screen.findByText(/opened\.$/)).toBeInTheDocument();
  });

  it('imports a CSV and says how many rows came in', async () => {
    const { api, user } = renderOppe();
    await screen.findByRole('button', { name: 'Import CSV' });
    api.upload.mockResolvedValueOnce(createImport());
    await user.upload(findInput()!, new File(['npi,indicator\n'], 'oppe.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Imported 12 rows from oppe.csv.')).toBeInTheDocument();
    const [path, form] = api.upload.mock.calls[0] as [string, FormData];
    expect(path).toBe(`${OPPE_BASE}/imports`);
    expect((form.get('file') as File).name).toBe('oppe.csv');
  });

  it('shows a rejected file’s row errors in a table and says nothing was imported', async () => {
    const { api, user, container } = renderOppe();
    await screen.findByRole('button', { name: 'Import CSV' });
    api.upload.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: '2 rows have errors: nothing was imported. Correct the file and upload it again.',
        fields: {
          importId: 'import-2',
          'line.3.npi': 'NPI 1234567890 is not a practitioner appointed at this hospital',
          'line.2.indicator': 'This hospital has no indicator "ssi"',
        },
      }),
    );
    await user.upload(findInput()!, new File(['x'], 'oppe.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText(
        '2 rows have errors: nothing was imported. Correct the file and upload it again.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Row errors' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Line', 'Column', 'Error'],
      ['2', 'indicator', 'This hospital has no indicator "ssi"'],
      ['3', 'npi', 'NPI 1234567890 is not a practitioner appointed at this hospital'],
    ]);
    expect(await seriousAxeViolations(container)).toEqual([]);

    // A file that is not a CSV is refused before sending.
    await userEvent.setup({ applyAccept: false }).upload(findInput()!, new File(['%PDF'], 'values.pdf'));
    expect(await screen.findByText('Choose the values as a CSV file (.csv)')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Row errors' })).not.toBeInTheDocument();
    expect(api.upload).toHaveBeenCalledTimes(1);
  });
});
