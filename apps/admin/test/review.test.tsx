import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@docapply/ui';
import { expectApplicationSections } from '@docapply/ui/test-kit';
import { APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('application review', () => {
  it('shows the doctor, every section, the references with their answers and the allowed decisions only', async () => {
    const api = createMockApi({
      [REVIEW_PATH]: createReview({
        status: 'in-review',
        allowedTransitions: ['information-requested', 'finalise', 'rejected'],
      }),
    });
    renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Doe' })).toBeInTheDocument();
    expect(screen.getByText('Riverside General')).toBeInTheDocument();
    expectApplicationSections('Rush Medical College');

    const references = screen.getByRole('list', { name: 'Peer references' });
    expect(references).toHaveTextContent('Dr. Ray Referee');
    expect(references).toHaveTextContent('Completed');
    expect(within(references).getByText('Excellent under pressure')).toBeInTheDocument();
    // Only a request still waiting for an answer can be sent again.
    expect(within(references).getAllByRole('button', { name: /Resend/ })).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Covering physician' })).toHaveTextContent('Dr. Cora Cover');

    const decision = screen.getByRole('region', { name: 'Decision' });
    expect(
      within(decision)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Request information', 'Finalise', 'Reject']);
    expect(screen.getByRole('list', { name: 'Status history' })).toHaveTextContent('Applied');
  });

  it('posts the decision with its note and shows the refreshed application', async () => {
    const decided = createReview({
      status: 'in-review',
      allowedTransitions: ['information-requested', 'finalise', 'rejected'],
      history: [
        { from: 'draft', to: 'applied', at: '2026-03-05T10:00:00.000Z', actorName: 'Dana Doe', note: null },
        {
          from: 'applied',
          to: 'in-review',
          at: '2026-03-07T10:00:00.000Z',
          actorName: 'Mary Staff',
          note: 'Starting today',
        },
      ],
    });
    // The application is read as it was; the decision's answer is the application as it is now.
    const api = createMockApi({ [REVIEW_PATH]: createReview() });
    renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move to in review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start reviewing this application?' });
    await user.type(within(dialog).getByLabelText('Note to the doctor (optional)'), 'Starting today');

    api.post.mockResolvedValueOnce(decided);
    await user.click(within(dialog).getByRole('button', { name: 'Move to in review' }));

    expect(api.post).toHaveBeenCalledWith(`/admin/applications/${APPLICATION_ID}/status`, {
      status: 'in-review',
      note: 'Starting today',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Finalise' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Status history' })).toHaveTextContent('Starting today');
    expect(await screen.findByRole('alert')).toHaveTextContent('Status changed to In review.');
    // Shown from the answer: the application is not read a second time.
    expect(api.get.mock.calls.filter(([path]) => path === REVIEW_PATH)).toHaveLength(1);
  });

  it("shows the server's refusal in the dialog", async () => {
    const api = createMockApi({ [REVIEW_PATH]: createReview() });
    renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move to in review' }));
    const dialog = await screen.findByRole('dialog');
    api.post.mockRejectedValueOnce(
      new ApiError({ statusCode: 409, code: 'CONFLICT', message: 'The application is already in review.' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move to in review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The application is already in review.',
    );
  });

  it('says when the application cannot be found', async () => {
    const api = createMockApi();
    api.get.mockRejectedValueOnce(
      new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'Application not found.' }),
    );
    renderAdmin('/applications/unknown', { user: createAdminUser(), api });
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeInTheDocument();
  });
});
