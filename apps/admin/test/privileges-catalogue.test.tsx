import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoment } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import {
  CHOLE,
  CHOLE_KEY,
  LAKEVIEW,
  RIVERSIDE,
  createCatalogueApi,
  createPrivilege,
} from './privileges-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

function sectionOf(department: string) {
  return screen.getByRole('region', { name: department });
}

function rowOf(department: string, name: string) {
  const table = within(sectionOf(department)).getByRole('table', { name: `${department} privileges` });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name: new RegExp(name) }));
  if (!row) {
    throw new Error(`No row ${name} in ${department}`);
  }
  return row;
}

async function openCatalogue(api = createCatalogueApi()) {
  const view = renderAdmin('/privileges', { user: createAdminUser(), api });
  await screen.findByRole('region', { name: 'General Surgery' });
  return view;
}

// Whole routes with lazy pages and MUI dialogs: slow on a busy machine.
describe('privilege catalogue', () => {
  it('lists the privileges by department, core ones first, with chips, requirements in words and counts', async () => {
    const { api } = await openCatalogue();
    expect(screen.getByRole('heading', { level: 1, name: 'Privileges' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/admin/privileges', { hospitalId: RIVERSIDE.id });

    // Departments by name, each a section with its heading.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Cardiology',
      'General Surgery',
    ]);
    const surgery = within(sectionOf('General Surgery')).getAllByRole('rowheader');
    expect(surgery.map((cell) => cell.textContent)).toEqual([
      'AppendectomyCore',
      'Laparoscopic cholecystectomyCore',
      'Robotic surgerySpecialDisabled',
    ]);

    const chole = rowOf('General Surgery', 'Laparoscopic cholecystectomy');
    expect(chole).toHaveTextContent('Completed general surgery residency.');
    expect(chole).toHaveTextContent('At least 50 cases in the last 24 months');
    expect(chole).toHaveTextContent('Board certification required');
    expect(chole).toHaveTextContent('General surgery privileges');
    const cells = within(chole).getAllByRole('cell');
    // Criteria, form, version, applications, buttons.
    expect(cells[2]).toHaveTextContent('2');
    expect(cells[3]).toHaveTextContent('7');
    expect(within(chole).getByRole('button', { name: 'Edit Laparoscopic cholecystectomy' })).toBeEnabled();
    expect(
      within(chole).getByRole('button', { name: 'History of Laparoscopic cholecystectomy' }),
    ).toBeEnabled();

    const robotic = rowOf('General Surgery', 'Robotic surgery');
    expect(robotic).toHaveTextContent('No form');
    expect(robotic).not.toHaveTextContent('At least');
    expect(rowOf('General Surgery', 'Appendectomy')).toHaveTextContent('Board certification required');
  });

  it('shows only the disabled privileges, then searches by name, and clears both', async () => {
    await openCatalogue();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Disabled' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cardiology' })).not.toBeInTheDocument());
    expect(within(sectionOf('General Surgery')).getAllByRole('rowheader')).toHaveLength(1);
    expect(rowOf('General Surgery', 'Robotic surgery')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'echo');
    await user.tab();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'General Surgery' })).not.toBeInTheDocument(),
    );
    expect(rowOf('Cardiology', 'Transthoracic echocardiography')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disabled' }));
    expect(await screen.findByRole('heading', { name: 'No privileges match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('region', { name: 'General Surgery' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cardiology' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
  });

  it('switches hospital and reads that hospital’s catalogue', async () => {
    const api = createCatalogueApi();
    api.get.mockImplementation(async (path: string, params?: { hospitalId?: string }) => {
      if (path === '/admin/hospitals') {
        return { data: [LAKEVIEW, RIVERSIDE] };
      }
      if (path === '/admin/privileges') {
        return { data: params?.hospitalId === RIVERSIDE.id ? [CHOLE] : [] };
      }
      throw new Error(`Unexpected GET ${path}`);
    });
    renderAdmin('/privileges', { user: createAdminUser(), api });
    expect(await screen.findByRole('heading', { name: 'No privileges yet' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Hospital' }));
    await user.click(await screen.findByRole('option', { name: RIVERSIDE.name }));
    expect(await screen.findByRole('region', { name: 'General Surgery' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/admin/privileges', { hospitalId: RIVERSIDE.id });
  });

  it('shows a privilege’s history newest first with what changed between versions, and gives focus back', async () => {
    const versions = [
      createPrivilege({
        id: 'v3',
        version: 3,
        enabled: false,
        requirements: { minCases: { count: 100, months: 24 } },
        formKey: 'privilege-general-surgery',
        formTitle: 'General surgery privileges',
        updatedAt: '2026-03-02T09:30:00.000Z',
        updatedBy: 'Mary Staff',
      }),
      createPrivilege({
        id: 'v2',
        version: 2,
        name: 'Lap. cholecystectomy',
        department: 'Surgery',
        requirements: { minCases: { count: 50, months: 24 } },
        updatedAt: '2026-02-01T08:00:00.000Z',
        updatedBy: 'Mary Staff',
      }),
      createPrivilege({
        id: 'v1',
        version: 1,
        name: 'Lap. cholecystectomy',
        department: 'Surgery',
        isCore: false,
      }),
    ];
    const api = createCatalogueApi(undefined, {
      [`/admin/privileges/${CHOLE_KEY}/versions`]: { data: versions },
    });
    await openCatalogue(api);
    const user = userEvent.setup({ delay: null });
    const opener = screen.getByRole('button', { name: 'History of Laparoscopic cholecystectomy' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'History of Laparoscopic cholecystectomy' });
    const list = await within(dialog).findByRole('list', { name: 'Versions, newest first' });
    expect(api.get).toHaveBeenCalledWith(`/admin/privileges/${CHOLE_KEY}/versions`, {
      hospitalId: RIVERSIDE.id,
    });

    const entries = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Version 3',
      'Version 2',
      'Version 1',
    ]);
    const linesOf = (index: number) =>
      within(within(entries[index]).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(entries[0]).toHaveTextContent(`${formatMoment('2026-03-02T09:30:00.000Z')} by Mary Staff`);
    expect(linesOf(0)).toEqual([
      'Name: “Lap. cholecystectomy” → “Laparoscopic cholecystectomy”',
      'Department: “Surgery” → “General Surgery”',
      'Requirements: At least 50 cases in the last 24 months → At least 100 cases in the last 24 months',
      'Disabled',
      'Form: No form → “General surgery privileges”',
    ]);
    expect(linesOf(1)).toEqual([
      'Requirements: None → At least 50 cases in the last 24 months',
      'Type: Special → Core',
    ]);
    expect(entries[2]).toHaveTextContent('by DocApply');
    expect(linesOf(2)).toEqual(['First version']);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('says when a hospital has no privileges, without filters', async () => {
    renderAdmin('/privileges', {
      user: createAdminUser(),
      api: createMockApi({ '/admin/hospitals': { data: [RIVERSIDE] }, '/admin/privileges': { data: [] } }),
    });
    expect(await screen.findByRole('heading', { name: 'No privileges yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disabled' })).not.toBeInTheDocument();
  });

  it('has no axe violations on the catalogue and in the edit dialog', async () => {
    const { container } = await openCatalogue();
    expect(await seriousAxeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Laparoscopic cholecystectomy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Laparoscopic cholecystectomy' });
    expect(await seriousAxeViolations(dialog)).toEqual([]);
  });
});
