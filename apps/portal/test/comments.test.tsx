import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TComment } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createMockApi, createUser, renderApp } from './render-app';
import { APPLICATION_ID, answerGets, createDetail } from './applications-fixtures';

const ADMIN_COMMENT: TComment = {
  _id: 'c1c1c1c1-0000-4000-8000-000000000001',
  ApplicationId: APPLICATION_ID,
  section: 'B',
  message: 'Please add your residency dates.',
  createdAt: '2026-03-08T10:00:00.000Z',
  User: { email: 'pat.admin@riverside.test', name: { first: 'Pat', last: 'Admin' } },
  replies: [],
};

function renderDetail(status: 'applied' | 'draft') {
  const api = createMockApi(createUser());
  answerGets(api, {
    [`/applicationDatas/${APPLICATION_ID}`]: createDetail({ status, isEditable: status === 'draft' }),
    [`/comments/${APPLICATION_ID}`]: { data: [ADMIN_COMMENT] },
  });
  renderApp(`/my/application/${APPLICATION_ID}`, { user: createUser(), api });
  return { api, user: userEvent.setup({ delay: null }) };
}

// The page is lazy-loaded: on a busy machine its first render can take seconds.
describe('comments on the application detail page', () => {
  it('opens the comments panel from the Comments button and closes it again', async () => {
    const { api, user } = renderDetail('applied');
    const opener = await screen.findByRole('button', { name: 'Comments' });
    await user.click(opener);

    const panel = await screen.findByRole('dialog', { name: 'Comments' });
    expect(within(panel).getByRole('heading', { name: 'Comments' })).toBeInTheDocument();
    expect(within(panel).getByText('Riverside General')).toBeInTheDocument();
    // The hospital's comment, in red: the signed-in doctor did not write it.
    const comment = await within(panel).findByRole('button', { name: /Pat Admin/ });
    expect(comment).toHaveTextContent('Section - B');
    expect(within(comment).getByText('P')).toHaveStyle({ backgroundColor: 'rgb(198, 40, 40)' });
    expect(api.get).toHaveBeenCalledWith(`/comments/${APPLICATION_ID}`);

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Comments' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Comments' })).toHaveFocus();
  });

  it('keeps comments closed while the application is a draft, and says when they open', async () => {
    renderDetail('draft');
    const comments = await screen.findByRole('button', { name: 'Comments' });
    expect(comments).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // In words on the page, not only in a tooltip that a touch screen never shows.
    const reason = 'Comments become available once you submit your application.';
    expect(screen.getByText(reason)).toBeVisible();
    expect(comments).toHaveAccessibleDescription(reason);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
