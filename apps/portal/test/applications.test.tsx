import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectApplicationSections } from '@docapply/ui/test-kit';
import { createMockApi, createUser, renderApp } from './render-app';
import {
  APPLICATION_ID,
  HOSPITAL_ID,
  answerGets,
  createDetail,
  createSummary,
} from './applications-fixtures';

const OTHER_HOSPITAL_ID = '44444444-4444-4444-8444-444444444444';

function createListApi() {
  const applied = createSummary({
    id: 'applied-1',
    hospitalId: OTHER_HOSPITAL_ID,
    hospitalName: 'Mercy Hospital',
    status: 'applied',
    submittedAt: '2026-03-06T10:00:00.000Z',
  });
  const draft = createSummary();
  const api = createMockApi(createUser());
  answerGets(api, {
    '/applications/search': { data: [draft, applied], total: 2, page: 1, pageSize: 10 },
    '/applications/all/hospitals': { data: [draft, applied] },
  });
  return api;
}

describe('my applications', () => {
  // The first page of the file loads its lazy route cold: slow on a busy machine.
  it('lists the doctor’s applications with dates and status chips', async () => {
    const api = createListApi();
    renderApp('/my/application', { user: createUser(), api });
    const table = await screen.findByRole('table', { name: 'My applications' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('link', { name: 'Riverside General' })).toHaveAttribute(
      'href',
      `/my/application/${APPLICATION_ID}`,
    );
    expect(within(rows[1]).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/^03\/02\/2026 \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(within(rows[2]).getByText('Applied')).toBeInTheDocument();
    expect(within(rows[2]).getByText(/^03\/06\/2026 \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/applications/search', {
      q: '',
      status: '',
      hospitalId: '',
      page: 1,
      pageSize: 10,
    });
  });

  it('filters by status (comma-joined), hospital and a debounced search', async () => {
    const api = createListApi();
    renderApp('/my/application', { user: createUser(), api });
    await screen.findByRole('table', { name: 'My applications' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Applied' }));
    await user.click(screen.getByRole('option', { name: 'In review' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        '/applications/search',
        expect.objectContaining({ status: 'applied,in-review', page: 1 }),
      ),
    );

    await user.click(screen.getByRole('combobox', { name: 'Hospital' }));
    await user.click(screen.getByRole('option', { name: 'Mercy Hospital' }));
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        '/applications/search',
        expect.objectContaining({ status: 'applied,in-review', hospitalId: OTHER_HOSPITAL_ID }),
      ),
    );

    const searches = () => api.get.mock.calls.filter(([path]) => path === '/applications/search').length;
    const before = searches();
    await user.type(screen.getByRole('searchbox', { name: 'Search by hospital' }), 'Mer');
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('/applications/search', expect.objectContaining({ q: 'Mer' })),
    );
    // One search after typing pauses, not one per letter.
    expect(searches()).toBe(before + 1);
  });

  it('pages through a long list with the previous and next page buttons', async () => {
    const api = createMockApi(createUser());
    const rows = Array.from({ length: 10 }, (_, index) => createSummary({ id: `app-${index}` }));
    answerGets(api, {
      '/applications/search': { data: rows, total: 25, page: 1, pageSize: 10 },
      '/applications/all/hospitals': { data: rows },
    });
    renderApp('/my/application', { user: createUser(), api });
    await screen.findByRole('table', { name: 'My applications' });
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('/applications/search', expect.objectContaining({ page: 2 })),
    );
    expect(await screen.findByText('11–20 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('21–25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('offers a first application when there is none', async () => {
    const api = createMockApi(createUser());
    answerGets(api, {
      '/applications/search': { data: [], total: 0, page: 1, pageSize: 10 },
      '/applications/all/hospitals': { data: [] },
    });
    renderApp('/my/application', { user: createUser(), api });
    expect(await screen.findByRole('heading', { name: 'You have no applications yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an application' })).toHaveAttribute('href', '/apply');
  });
});

describe('application detail', () => {
  it('shows the sections read-only, the status history and the references’ states', async () => {
    const api = createMockApi(createUser());
    const person = { specialty: 'Cardiology', phone: '+1 212-555-0100', relationship: 'Colleague' };
    const dates = {
      createdAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-03T10:00:00.000Z',
      remindedAt: [],
    };
    answerGets(api, {
      [`/applicationDatas/${APPLICATION_ID}`]: createDetail({
        status: 'information-requested',
        isEditable: true,
        submittedAt: '2026-03-06T10:00:00.000Z',
        references: [
          { id: 'r1', name: 'Ann Lee', email: 'ann@example.com', state: 'completed', ...person, ...dates },
          { id: 'r2', name: 'Bo Chan', email: 'bo@example.com', state: 'sent', ...person, ...dates },
        ],
        coverage: { id: 'c1', name: 'Cy Ray', email: 'cy@example.com', state: 'opened', ...person, ...dates },
        history: [
          { from: 'draft', to: 'applied', at: '2026-03-06T10:00:00.000Z', actorName: 'Dana Doe', note: null },
          {
            from: 'in-review',
            to: 'information-requested',
            at: '2026-03-08T10:00:00.000Z',
            actorName: 'Pat Admin',
            note: 'Please add your residency dates.',
          },
        ],
      }),
    });
    renderApp(`/my/application/${APPLICATION_ID}`, { user: createUser(), api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside General' })).toBeInTheDocument();
    expectApplicationSections('Rush Medical College');

    const history = screen.getByRole('list', { name: 'Status history' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]).getByText('Applied')).toBeInTheDocument();
    expect(within(entries[1]).getByText('Information requested')).toBeInTheDocument();
    expect(within(entries[1]).getByText('Please add your residency dates.')).toBeInTheDocument();

    const references = screen.getByRole('list', { name: 'Peer references' });
    expect(within(references).getByText('Ann Lee').closest('li')).toHaveTextContent('Completed');
    expect(within(references).getByText('Bo Chan').closest('li')).toHaveTextContent('Sent');
    expect(screen.getByRole('list', { name: 'Covering physician' })).toHaveTextContent('Opened');

    expect(screen.getByRole('button', { name: 'Comments' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Edit and resubmit' })).toHaveAttribute(
      'href',
      `/apply?hospital=${HOSPITAL_ID}`,
    );
  });
});
