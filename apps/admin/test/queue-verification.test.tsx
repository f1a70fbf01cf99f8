import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { COUNTS, createQueueItem, createQueuePage } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';
import { restoreScreenWidth, setScreenWidth } from './responsive-lists';

const SECOND_ID = '55555555-5555-4555-8555-555555555555';
const THIRD_ID = '66666666-6666-4666-8666-666666666666';

function renderQueue() {
  const api = createMockApi({
    '/admin/applications': createQueuePage({
      data: [
        createQueueItem({ verification: { done: 6, total: 11 }, exclusionAlert: true }),
        createQueueItem({
          id: SECOND_ID,
          doctor: { id: 'doctor-2', name: 'Lee Park', email: 'lee.park@example.com' },
          verification: { done: 11, total: 11 },
          exclusionAlert: false,
          routeStep: { name: 'Credentials committee', since: '2026-12-01T12:00:00.000Z' },
        }),
        createQueueItem({
          id: THIRD_ID,
          doctor: { id: 'doctor-3', name: 'Ana Cruz', email: 'ana.cruz@example.com' },
        }),
      ],
      total: 3,
    }),
    '/admin/applications/counts': COUNTS,
  });
  return renderAdmin('/applications', { user: createAdminUser(), api });
}

afterEach(restoreScreenWidth);

// Whole routes with lazy pages: slow on a busy machine.
describe('verification and the decision route in the queue', () => {
  it('shows each row’s checklist progress in words and a bar, and marks an exclusion match', async () => {
    const { container } = renderQueue();
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(within(table).getByRole('columnheader', { name: 'Verified' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');

    const partial = within(rows[1]).getByRole('progressbar', { name: '6 of 11 verification items done' });
    expect(partial).toHaveAttribute('aria-valuenow', '55');
    expect(rows[1]).toHaveTextContent('6/11');
    expect(within(rows[1]).getByText('Exclusion match')).toBeInTheDocument();

    expect(
      within(rows[2]).getByRole('progressbar', { name: '11 of 11 verification items done' }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(within(rows[2]).queryByText('Exclusion match')).toBeNull();
    // A file in the decision route says where it waits, and since when.
    expect(within(rows[2]).getByText('At Credentials committee since 12/01/2026')).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/^At /)).toBeNull();

    // A row the API sent without a checklist says so instead of "0/0".
    expect(within(rows[3]).queryByRole('progressbar')).toBeNull();
    expect(within(rows[3]).getByText('No verification checklist')).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('shows the same on a phone’s cards', async () => {
    setScreenWidth('phone');
    const { container } = renderQueue();
    const cards = within(await screen.findByRole('list', { name: 'Applications' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Verified 6/11');
    expect(
      within(cards[0]).getByRole('progressbar', { name: '6 of 11 verification items done' }),
    ).toBeInTheDocument();
    expect(within(cards[0]).getByText('Exclusion match')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Verified 11/11');
    expect(within(cards[1]).queryByText('Exclusion match')).toBeNull();
    expect(within(cards[1]).getByText('At Credentials committee since 12/01/2026')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Applications' })).toBeNull();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
