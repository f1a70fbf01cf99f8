import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TFormDiff } from '@docapply/contracts';
import { HOSPITAL_ID, createFormDetail, expectNoAxeViolations, renderEditor } from './forms-fixtures';
import { MockFormWorkspace } from './forms-workspace-mock';

vi.mock('@/features/forms/components/editor/form-workspace', () => ({ FormWorkspace: MockFormWorkspace }));

const DRAFT_DIFF: TFormDiff = {
  from: 2,
  to: 3,
  changes: [
    {
      type: 'added',
      target: 'field',
      section: 'A',
      name: 'badgePhoto',
      label: 'Hospital ID badge photo',
      details: [],
    },
    { type: 'removed', target: 'field', section: 'B', name: 'fax', label: 'Fax', details: [] },
    {
      type: 'changed',
      target: 'field',
      section: 'B',
      name: 'dea',
      label: 'DEA number',
      details: ['required: no → yes', 'label: "DEA" → "DEA number"'],
    },
    { type: 'moved', target: 'section', section: 'C', name: null, label: 'Practice history', details: [] },
  ],
};

describe('form history', () => {
  it('lists the versions and shows the diff of any two as lines with their kind of change', async () => {
    const api = renderEditor().api;
    api.get.mockImplementation(async (path: string, query?: { from?: number; to?: number | 'draft' }) => {
      if (path === '/admin/forms/application/diff') {
        return query?.to === 'draft' ? DRAFT_DIFF : { from: 1, to: 2, changes: [] };
      }
      if (path === '/admin/forms/application') {
        return createFormDetail();
      }
      throw new Error(`Unexpected GET ${path}`);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version history of Application' });

    const rows = within(within(dialog).getByRole('table', { name: 'Versions' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Draft of version 3');
    expect(rows[2]).toHaveTextContent('Version 2');
    expect(rows[2]).toHaveTextContent('03/05/2026');
    expect(rows[2]).toHaveTextContent('Mary Staff');
    expect(rows[2]).toHaveTextContent('14 applications');
    expect(rows[3]).toHaveTextContent('DocApply');
    expect(rows[3]).toHaveTextContent('3 applications');

    // The draft against the latest version first.
    const changes = await within(dialog).findByRole('list', { name: 'Changes' });
    expect(api.get).toHaveBeenCalledWith('/admin/forms/application/diff', {
      hospitalId: HOSPITAL_ID,
      from: 2,
      to: 'draft',
    });
    const lines = within(changes)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === changes);
    expect(lines.map((line) => line.textContent)).toEqual([
      'AddedHospital ID badge photo (badgePhoto, section A)',
      'RemovedFax (fax, section B)',
      'ChangedDEA number (dea, section B)required: no → yeslabel: "DEA" → "DEA number"',
      'MovedSection C: Practice history',
    ]);
    await expectNoAxeViolations();

    await user.click(within(dialog).getByRole('combobox', { name: 'From' }));
    await user.click(await screen.findByRole('option', { name: 'Version 1' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'To' }));
    await user.click(await screen.findByRole('option', { name: 'Version 2' }));
    expect(await within(dialog).findByText('No differences between these versions.')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/admin/forms/application/diff', {
      hospitalId: HOSPITAL_ID,
      from: 1,
      to: 2,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
