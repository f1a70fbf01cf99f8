import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminQueueOptions } from '@docapply/contracts';
import type { TDownloadedFile } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { COUNTS, createQueueItem, createQueuePage } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const OMAR_ID = '66666666-6666-4666-8666-666666666666';

const OPTIONS: TAdminQueueOptions = {
  assignees: [
    { id: 'admin-1', name: 'Mary Staff', email: 'mary.staff@riverside.org' },
    { id: OMAR_ID, name: 'Omar Office', email: 'omar@riverside.org' },
  ],
  departments: ['Cardiology', 'Internal Medicine'],
};

function renderQueue(entry = '/applications') {
  const api = {
    ...createMockApi({
      '/admin/applications': createQueuePage({
        data: [
          createQueueItem({ assignee: { id: OMAR_ID, name: 'Omar Office' }, flagCount: 2 }),
          createQueueItem({ id: '77777777-7777-4777-8777-777777777777', flagCount: 1 }),
        ],
        total: 2,
      }),
      '/admin/applications/counts': COUNTS,
      '/admin/applications/filter-options': OPTIONS,
    }),
    getBlob: vi.fn(),
  };
  return { ...renderAdmin(entry, { user: createAdminUser(), api }), api };
}

const lastQueueCall = (api: { get: { mock: { calls: unknown[][] } } }) =>
  api.get.mock.calls.filter(([path]) => path === '/admin/applications').at(-1)?.[1];

// Whole routes with lazy pages: slow on a busy machine.
describe("the queue's desk filters, columns and export", () => {
  let timeZone: string;
  beforeEach(() => {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows who has each application and its red flags, with words for screen readers', async () => {
    renderQueue();
    const table = await screen.findByRole('table', { name: 'Applications' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(table).getByRole('columnheader', { name: 'Assigned to' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Omar Office');
    expect(first).toHaveTextContent('2 red flags');
    expect(second).toHaveTextContent('Unassigned');
    expect(second).toHaveTextContent('1 red flag');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('reads the desk filters from the address and sends them, days with the browser’s time zone', async () => {
    const { api } = renderQueue(
      '/applications?assignee=me&flagged=true&from=2026-03-01&to=2026-03-31&department=Cardiology',
    );
    await screen.findByRole('table', { name: 'Applications' });
    const expected = {
      assignee: 'me',
      flagged: 'true',
      submittedFrom: '2026-03-01',
      submittedTo: '2026-03-31',
      department: 'Cardiology',
      tz: timeZone,
    };
    expect(lastQueueCall(api)).toEqual(expect.objectContaining({ ...expected, sort: 'submitted-desc' }));
    expect(api.get).toHaveBeenCalledWith('/admin/applications/counts', expect.objectContaining(expected));
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveTextContent('Me');
    expect(screen.getByRole('combobox', { name: 'Privilege department' })).toHaveTextContent('Cardiology');
    expect(screen.getByLabelText('Submitted from')).toHaveValue('2026-03-01');
    expect(screen.getByRole('switch', { name: 'Red flags only' })).toBeChecked();
  });

  it('filters by a person, a department, days and flags, keeping each in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = renderQueue();
    await screen.findByRole('table', { name: 'Applications' });

    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    const people = await screen.findByRole('listbox');
    // The reader is "Me", not offered a second time by name.
    expect(within(people).queryByRole('option', { name: 'Mary Staff' })).not.toBeInTheDocument();
    await user.click(within(people).getByRole('option', { name: 'Omar Office' }));
    await waitFor(() => expect(lastQueueCall(api)).toEqual(expect.objectContaining({ assignee: OMAR_ID })));

    await user.click(screen.getByRole('combobox', { name: 'Privilege department' }));
    await user.click(await screen.findByRole('option', { name: 'Internal Medicine' }));
    await user.click(screen.getByRole('switch', { name: 'Red flags only' }));
    await user.type(screen.getByLabelText('Submitted from'), '2026-03-01');
    await waitFor(() =>
      expect(lastQueueCall(api)).toEqual(
        expect.objectContaining({
          assignee: OMAR_ID,
          department: 'Internal Medicine',
          flagged: 'true',
          submittedFrom: '2026-03-01',
          tz: timeZone,
        }),
      ),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      assignee: OMAR_ID,
      department: 'Internal Medicine',
      flagged: 'true',
      from: '2026-03-01',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('exports the rows of the current filters as a CSV download', async () => {
    const user = userEvent.setup();
    const { api } = renderQueue('/applications?status=in-review&assignee=none');
    const file: TDownloadedFile = {
      blob: new Blob(['Doctor\n'], { type: 'text/csv' }),
      fileName: 'applications-2026-03-10.csv',
      contentType: 'text/csv',
    };
    api.getBlob.mockResolvedValueOnce(file);
    const createObjectURL = vi.fn(() => 'blob:applications');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [path] = api.getBlob.mock.calls[0] as [string];
    const [base, query] = path.split('?');
    expect(base).toBe('/admin/applications/export');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      status: 'in-review',
      sort: 'submitted-desc',
      assignee: 'none',
      tz: timeZone,
    });
    expect(createObjectURL).toHaveBeenCalledWith(file.blob);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('applications-2026-03-10.csv');
  });
});
