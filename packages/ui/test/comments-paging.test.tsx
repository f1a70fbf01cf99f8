import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, type TComment } from '@docapply/contracts';
import {
  ADMIN,
  DOCTOR,
  GET_COMMENTS,
  card,
  comment,
  getOlderComments,
  messageBox,
  renderPanel,
  replyBoxes,
  reply,
} from './comments-fixture';

/** Comment `n` of a thread, newest first: a higher n is newer. */
function numbered(n: number): TComment {
  return comment({
    _id: `dddddddd-0000-4000-8000-${String(n).padStart(12, '0')}`,
    message: `Question number ${n}`,
    createdAt: `2026-03-08T10:${String(n).padStart(2, '0')}:00`,
    User: n % 2 === 0 ? DOCTOR : ADMIN,
  });
}
const range = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => numbered(from - i));

const olderButton = () => screen.getByRole('button', { name: /older comments/ });
/** The cards in the order shown (the list's own items, not the replies inside them). */
const listedMessages = () =>
  Array.from(screen.getByRole('list', { name: 'Comments' }).children).map(
    (item) => item.textContent?.match(/Question number \d+/)?.[0],
  );

// A busy shared machine: these tests type and wait on several calls.
describe('CommentsPanel, older comments', () => {
  it('shows older comments after the newest on click, busy meanwhile, and focuses the first of them', async () => {
    const { http, user } = await renderPanel(range(9, 7), 'page-2');
    expect(listedMessages()).toEqual(['Question number 9', 'Question number 8', 'Question number 7']);
    // The control ends the list.
    const more = olderButton();
    expect(more).toHaveTextContent('Show older comments');
    const lastCard = card(/Question number 7/);
    expect(lastCard.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const release = http.hold(getOlderComments('page-2'));
    await user.click(more);
    // Busy on the control itself (no blocking loader), still focusable, and a second press asks nothing.
    await waitFor(() => expect(olderButton()).toHaveTextContent('Loading older comments...'));
    expect(olderButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(olderButton());
    expect(http.requests.filter((request) => request.key === getOlderComments('page-2'))).toHaveLength(1);

    release(200, { data: range(6, 5), nextCursor: null });
    await screen.findByRole('button', { name: /Question number 6/ });
    expect(listedMessages()).toEqual([
      'Question number 9',
      'Question number 8',
      'Question number 7',
      'Question number 6',
      'Question number 5',
    ]);
    await waitFor(() => expect(card(/Question number 6/)).toHaveFocus());
    // The last page: nothing older to ask for.
    expect(screen.queryByRole('button', { name: /older comments/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 older comments shown.')).toBeInTheDocument();
  });

  it('is worked by keyboard: Enter, then Tab on to the control and Space, page after page', async () => {
    const { http, user } = await renderPanel(range(9, 8), 'page-2');
    http.answer(getOlderComments('page-2'), 200, { data: [numbered(7)], nextCursor: 'page-3' });
    olderButton().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(card(/Question number 7/)).toHaveFocus());

    // From the new card: its Reply chip, then the control (Expand is disabled without replies).
    await user.tab();
    expect(
      within(card(/Question number 7/).closest('li') as HTMLElement).getByRole('button', { name: 'Reply' }),
    ).toHaveFocus();
    await user.tab();
    expect(olderButton()).toHaveFocus();

    http.answer(getOlderComments('page-3'), 200, { data: [numbered(6)], nextCursor: null });
    await user.keyboard(' ');
    await waitFor(() => expect(card(/Question number 6/)).toHaveFocus());
    expect(listedMessages()).toHaveLength(4);
  });

  it('keeps the control and its focus when a page fails, and reads it on a second try', async () => {
    const { http, user } = await renderPanel(range(9, 8), 'page-2');
    // A 4xx is not retried: the answer shows at once.
    http.fail(getOlderComments('page-2'), 400, COMMENT_MESSAGES.badCursor);
    await user.click(olderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMENT_MESSAGES.badCursor);
    await waitFor(() => expect(olderButton()).toHaveTextContent('Show older comments'));
    expect(olderButton()).toHaveFocus();
    expect(listedMessages()).toHaveLength(2);

    http.answer(getOlderComments('page-2'), 200, { data: [numbered(7)], nextCursor: null });
    await user.click(olderButton());
    await waitFor(() => expect(card(/Question number 7/)).toHaveFocus());
  });

  it('after a reply, reads again every page shown, so the list stays as the user left it', async () => {
    const { http, user } = await renderPanel(range(9, 8), 'page-2');
    http.answer(getOlderComments('page-2'), 200, { data: [numbered(7)], nextCursor: null });
    await user.click(olderButton());
    await screen.findByRole('button', { name: /Question number 7/ });

    await user.click(card(/Question number 7/));
    await user.type(replyBoxes()[0], 'Answered below.');
    const answer = reply(numbered(7)._id, DOCTOR, 'Answered below.');
    http.answer('POST /replies', 201, { data: answer });
    http.answer(GET_COMMENTS, 200, { data: range(9, 8), nextCursor: 'page-2' });
    http.answer(getOlderComments('page-2'), 200, {
      data: [{ ...numbered(7), replies: [answer] }],
      nextCursor: null,
    });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    await screen.findByRole('list', { name: 'Replies to Pat Admin' });
    expect(listedMessages()).toEqual(['Question number 9', 'Question number 8', 'Question number 7']);
    expect(http.requests.filter((request) => request.key === getOlderComments('page-2'))).toHaveLength(2);
    expect(messageBox()).toHaveValue('');
  });
});
