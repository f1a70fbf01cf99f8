import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;

const IN_REVIEW = createReview({
  status: 'in-review',
  allowedTransitions: ['information-requested', 'finalise', 'rejected'],
});

/** The application as submitted on the first read; every read after that, as it is once in review. */
function renderReview() {
  const api = createMockApi({ [REVIEW_PATH]: IN_REVIEW });
  api.get.mockResolvedValueOnce(createReview());
  renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
  return api;
}

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('application review: where focus goes', () => {
  it('leaves focus alone on the first load', async () => {
    renderReview();
    await screen.findByRole('button', { name: 'Move to in review' });
    expect(document.body).toHaveFocus();
  });

  it('gives focus back to the button that opened the dialog when it is cancelled', async () => {
    renderReview();
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Move to in review' });

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Start reviewing this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    // The same with Escape from the keyboard.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Start reviewing this application?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('moves focus to the Decision heading once a decision is taken and its button is gone', async () => {
    const api = renderReview();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move to in review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start reviewing this application?' });

    api.post.mockResolvedValueOnce(IN_REVIEW);
    await user.click(within(dialog).getByRole('button', { name: 'Move to in review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const decision = screen.getByRole('region', { name: 'Decision' });
    expect(within(decision).queryByRole('button', { name: 'Move to in review' })).not.toBeInTheDocument();
    expect(within(decision).getByRole('button', { name: 'Finalise' })).toBeInTheDocument();
    const heading = within(decision).getByRole('heading', { level: 2, name: 'Decision' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The next Tab reaches the decisions now on offer.
    await user.tab();
    expect(within(decision).getByRole('button', { name: 'Request information' })).toHaveFocus();
  });
});
