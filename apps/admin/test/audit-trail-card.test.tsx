import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TApplicationAuditEntry, TApplicationAuditPage } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;
const NOTES_PATH = `${REVIEW_PATH}/notes`;
const AUDIT_PATH = `${REVIEW_PATH}/audit`;

function createEntry(overrides: Partial<TApplicationAuditEntry> = {}): TApplicationAuditEntry {
  return {
    id: 'entry-1',
    at: '2026-03-08T14:30:00.000Z',
    actor: 'Mary Staff <mary.staff@riverside.org>',
    enteredBy: null,
    action: 'application.status-changed',
    entity: 'application',
    entityId: APPLICATION_ID,
    before: { status: 'applied' },
    after: { status: 'in-review' },
    data: null,
    ip: '10.0.0.7',
    ...overrides,
  };
}

const FIRST_PAGE: TApplicationAuditPage = {
  data: [
    createEntry(),
    createEntry({
      id: 'entry-2',
      action: 'answers.saved',
      actor: 'Dana Doe <dana@example.com>',
      // Her office manager entered the answers for her (issue 16).
      enteredBy: 'Olive Manager <olive@example.com>',
      before: { legalName: 'Dana Doe', hasClaims: 'no' },
      after: { legalName: 'Dana A. Doe', hasClaims: 'yes' },
      ip: '203.0.113.9',
    }),
    createEntry({
      id: 'entry-3',
      action: 'internal-note.created',
      before: null,
      after: { section: 'B' },
    }),
    createEntry({
      id: 'entry-4',
      action: 'reference.link-resent',
      actor: null,
      before: null,
      after: null,
      data: { reference: 'Dr. Ray Referee' },
      ip: null,
    }),
  ],
  nextCursor: 'cursor-1',
};
const SECOND_PAGE: TApplicationAuditPage = {
  data: [
    createEntry({
      id: 'entry-5',
      action: 'application.submitted',
      before: { status: 'draft' },
      after: { status: 'applied' },
    }),
  ],
  nextCursor: null,
};

function renderTrail(read?: (path: string, params?: { cursor?: string }) => Promise<unknown>) {
  const api = createMockApi({ [REVIEW_PATH]: createReview(), [NOTES_PATH]: { data: [] } });
  const answer = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string, params?: { cursor?: string }) => {
    if (path === AUDIT_PATH) {
      return read ? read(path, params) : params?.cursor === 'cursor-1' ? SECOND_PAGE : FIRST_PAGE;
    }
    return answer?.(path);
  });
  const view = renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
  return { ...view, api, user: userEvent.setup() };
}

const auditReads = (api: ReturnType<typeof createMockApi>) =>
  api.get.mock.calls.filter(([path]) => path === AUDIT_PATH);

describe('the audit trail on the review', () => {
  it('stays closed until asked, then lists who did what, when, from where and what changed', async () => {
    const { api, user } = renderTrail();
    const card = await screen.findByRole('region', { name: 'Audit trail' });
    const toggle = within(card).getByRole('button', { name: 'Show audit trail' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(auditReads(api)).toEqual([]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide audit trail');
    const list = await within(card).findByRole('list', { name: 'Audit entries' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/./)[0].textContent)).toEqual([
      'Status changed',
      'Answers saved',
      'Internal note added',
      'Reference link resent',
    ]);
    expect(items[0]).toHaveTextContent('03/08/2026');
    expect(items[0]).toHaveTextContent('Mary Staff <mary.staff@riverside.org> · from 10.0.0.7');
    expect(items[0]).toHaveTextContent('StatusApplied → In review');
    expect(items[0]).not.toHaveTextContent('entered by');
    expect(items[1]).toHaveTextContent(
      'Dana Doe <dana@example.com> · entered by Olive Manager <olive@example.com> · from 203.0.113.9',
    );
    expect(items[1]).toHaveTextContent('Legal nameDana Doe → Dana A. Doe');
    expect(items[1]).toHaveTextContent('Has claimsno → yes');
    expect(items[2]).toHaveTextContent(/SectionB$/);
    expect(items[3]).toHaveTextContent('No account (reference or system)');
    expect(items[3]).toHaveTextContent('ReferenceDr. Ray Referee');
    expect(items[3]).not.toHaveTextContent('from');

    expect(await seriousAxeViolations(card)).toEqual([]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('list', { name: 'Audit entries' })).not.toBeInTheDocument();
  });

  it('loads 50 more at a time and moves focus to the first of them', async () => {
    const { api, user } = renderTrail();
    const card = await screen.findByRole('region', { name: 'Audit trail' });
    await user.click(within(card).getByRole('button', { name: 'Show audit trail' }));
    await user.click(await within(card).findByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(5));
    expect(auditReads(api).map(([, params]) => params)).toEqual([undefined, { cursor: 'cursor-1' }]);
    const newest = within(card).getAllByRole('listitem')[4];
    expect(newest).toHaveTextContent('Application submitted');
    expect(newest).toHaveTextContent('StatusDraft → Applied');
    await waitFor(() => expect(document.activeElement).toBe(newest));
    // The last page: nothing more to load.
    expect(within(card).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when the trail is empty, or cannot be read, and reads it again on request', async () => {
    let reads = 0;
    const { user } = renderTrail(async () => {
      reads += 1;
      if (reads === 1) {
        throw new ApiError({ statusCode: 403, code: 'FORBIDDEN', message: 'You cannot see this trail.' });
      }
      return { data: [], nextCursor: null };
    });
    const card = await screen.findByRole('region', { name: 'Audit trail' });
    await user.click(within(card).getByRole('button', { name: 'Show audit trail' }));
    expect(await within(card).findByText('You cannot see this trail.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(
      await within(card).findByText('Nothing has been recorded for this application yet.'),
    ).toBeInTheDocument();
  });
});
