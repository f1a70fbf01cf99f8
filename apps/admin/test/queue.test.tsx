import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminQueuePage } from '@docapply/contracts';
import {
  APPLICATION_ID,
  COUNTS,
  createQueueItem,
  createQueuePage,
  OTHER_HOSPITAL_ID,
} from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const SECOND_ID = '55555555-5555-4555-8555-555555555555';

function renderQueue(entry = '/applications') {
  const api = createMockApi({
    '/admin/applications': createQueuePage({
      data: [
        createQueueItem(),
        createQueueItem({
          id: SECOND_ID,
          hospitalId: OTHER_HOSPITAL_ID,
          hospitalName: 'Lakeside Clinic',
          status: 'in-review',
          doctor: { id: 'doctor-2', name: 'Lee Park', email: 'lee.park@example.com' },
        }),
      ],
      total: 2,
      nextCursor: 'cursor-2',
    }),
    '/admin/applications/counts': COUNTS,
  });
  return renderAdmin(entry, { user: createAdminUser(), api });
}

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('application queue', () => {
  it('shows the counts per status and one row per application, linked to its review', async () => {
    renderQueue();
    const counts = await screen.findByRole('group', { name: 'Filter by status' });
    expect(await within(counts).findByRole('button', { name: '15 All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(counts).getByRole('button', { name: '2 In review' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(counts).getByRole('button', { name: '7 Approved' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Applications' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Dana Doe');
    expect(rows[1]).toHaveTextContent('dana.doe@example.com');
    expect(rows[1]).toHaveTextContent('Riverside General');
    expect(rows[1]).toHaveTextContent('03/05/2026');
    expect(rows[1]).toHaveTextContent('Applied');
    expect(rows[2]).toHaveTextContent('Lakeside Clinic');
    expect(within(rows[1]).getByRole('link', { name: 'Dana Doe' })).toHaveAttribute(
      'href',
      `/applications/${APPLICATION_ID}`,
    );
    expect(screen.getByText('2 applications')).toBeInTheDocument();
  });

  it('filters by status in the request and the address', async () => {
    const { api, router } = renderQueue();
    const counts = await screen.findByRole('group', { name: 'Filter by status' });
    await userEvent.click(await within(counts).findByRole('button', { name: '2 In review' }));

    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(
        '/admin/applications',
        expect.objectContaining({ status: 'in-review', sort: 'submitted-desc' }),
      ),
    );
    expect(router.state.location.search).toBe('?status=in-review');
    expect(within(counts).getByRole('button', { name: '2 In review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('reads the filters from the address and pages on with the cursor', async () => {
    const { api } = renderQueue(`/applications?status=applied,finalise&hospital=${OTHER_HOSPITAL_ID}&q=park`);
    expect(await screen.findByRole('table', { name: 'Applications' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/admin/applications', {
      status: 'applied,finalise',
      hospitalId: OTHER_HOSPITAL_ID,
      q: 'park',
      sort: 'submitted-desc',
      cursor: undefined,
    });
    expect(api.get).toHaveBeenCalledWith('/admin/applications/counts', { hospitalId: OTHER_HOSPITAL_ID });
    expect(screen.getByRole('searchbox', { name: 'Search by doctor name or email' })).toHaveValue('park');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(
        '/admin/applications',
        expect.objectContaining({ cursor: 'cursor-2' }),
      ),
    );
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
  });

  it('shows a search total the API capped as "100+" and keeps paging while more rows exist', async () => {
    const api = createMockApi({ '/admin/applications/counts': COUNTS });
    const pages: Record<string, TAdminQueuePage> = {
      first: createQueuePage({ total: 100, totalIsCapped: true, nextCursor: 'cursor-2' }),
      'cursor-2': createQueuePage({
        data: [
          createQueueItem({
            id: SECOND_ID,
            doctor: { id: 'doctor-2', name: 'Lee Rivera', email: 'lee@example.com' },
          }),
        ],
        nextCursor: 'cursor-3',
      }),
    };
    const get = api.get.getMockImplementation();
    api.get.mockImplementation(async (path: string, query?: { cursor?: string }) =>
      path === '/admin/applications' ? pages[query?.cursor ?? 'first'] : get?.(path),
    );
    renderAdmin('/applications?q=rivera', { user: createAdminUser(), api });
    expect(await screen.findByText('100+ applications')).toBeInTheDocument();
    expect(screen.queryByText('100 applications')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Applications' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Lee Rivera'));
    // The first page's total stays, and Next stays enabled: the API says more rows follow.
    expect(screen.getByText('100+ applications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('shows an exact total without the plus', async () => {
    const api = createMockApi({
      '/admin/applications': createQueuePage({ total: 100 }),
      '/admin/applications/counts': COUNTS,
    });
    renderAdmin('/applications?q=rivera', { user: createAdminUser(), api });
    expect(await screen.findByText('100 applications')).toBeInTheDocument();
  });

  it('says so when no application matches', async () => {
    const api = createMockApi({
      '/admin/applications': createQueuePage({ data: [], total: 0 }),
      '/admin/applications/counts': COUNTS,
    });
    renderAdmin('/applications?q=nobody', { user: createAdminUser(), api });
    expect(
      await screen.findByRole('heading', { name: 'No applications match these filters' }),
    ).toBeInTheDocument();
  });
});
