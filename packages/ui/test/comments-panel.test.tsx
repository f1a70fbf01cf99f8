import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  ADMIN_EMAILS,
  APPLICATION_ID,
  BLUE,
  COMMENT_IDS as ids,
  DOCTOR,
  GET_COMMENTS,
  HOSPITAL_ID,
  RED,
  THREAD,
  card,
  comment,
  messageBox,
  renderPanel,
  reply,
  replyBoxes,
  sendButton,
} from './comments-fixture';
// A busy shared machine: these tests type and wait on several calls.
describe('CommentsPanel', () => {
  it('shows each card with a blue avatar for the current user and a red one for others', async () => {
    const { user, onClose } = await renderPanel(THREAD);
    expect(screen.getByText('Riverside General')).toBeInTheDocument();
    const pats = card(/Pat Admin/);
    expect(pats).toHaveTextContent('Section - B');
    expect(pats).toHaveTextContent('Please add your residency dates.');
    expect(pats).toHaveTextContent('03/08/2026 10:00:00');
    expect(within(pats).getByText('P')).toHaveStyle({ backgroundColor: RED });
    // The same address in another letter case is still the current user.
    expect(within(card(/Dana Doe/)).getByText('D')).toHaveStyle({ backgroundColor: BLUE });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reads one comment as well as a list', async () => {
    await renderPanel(THREAD[0]);
    expect(within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when there is no comment yet', async () => {
    await renderPanel([]);
    expect(screen.getByText('No comments yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Comments' })).not.toBeInTheDocument();
  });

  it('offers sections A to D with A first chosen', async () => {
    const { user } = await renderPanel([]);
    const section = screen.getByRole('combobox', { name: 'Section' });
    expect(section).toHaveTextContent('Section - A');
    await user.click(section);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Section - A',
      'Section - B',
      'Section - C',
      'Section - D',
    ]);
  });

  it('sends a comment to the hospital admins, busy while sending, then clears the form', async () => {
    const { http, user } = await renderPanel([]);
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.clear(messageBox());
    await user.click(screen.getByRole('combobox', { name: 'Section' }));
    await user.click(screen.getByRole('option', { name: 'Section - C' }));
    await user.type(messageBox(), 'Which residency dates do you need?');
    expect(sendButton()).toBeEnabled();

    http.answer(`GET /hospitals/hospitalAdmin/${HOSPITAL_ID}`, 200, { data: ADMIN_EMAILS });
    const release = http.hold('POST /comments');
    const sent = comment({
      _id: ids.c3,
      section: 'C',
      message: 'Which residency dates do you need?',
      User: DOCTOR,
    });
    http.answer(GET_COMMENTS, 200, { data: [sent] });
    await user.click(sendButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Sending your comment...');
    expect(sendButton()).toBeDisabled();

    release(201, { data: sent });
    await screen.findByRole('button', { name: /Which residency dates/ });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(http.bodyOf('POST /comments')).toEqual({
      ApplicationId: APPLICATION_ID,
      section: 'C',
      message: 'Which residency dates do you need?',
      email: ADMIN_EMAILS,
    });
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveTextContent('Section - A');
    expect(messageBox()).toHaveValue('');
    expect(sendButton()).toBeDisabled();
  });

  it('shows the server message when sending fails', async () => {
    const { http, user } = await renderPanel([]);
    await user.type(messageBox(), 'Hello');
    http.answer(`GET /hospitals/hospitalAdmin/${HOSPITAL_ID}`, 200, { data: ADMIN_EMAILS });
    http.fail('POST /comments', 409, 'This application is closed to comments.');
    await user.click(sendButton());
    // The alert opens in its own portal, so the open drawer does not hide it from assistive technology.
    expect(await screen.findByRole('alert')).toHaveTextContent('This application is closed to comments.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The draft stays, so nothing typed is lost.
    expect(messageBox()).toHaveValue('Hello');
  });

  it('expands the replies of one comment at a time; Expand is disabled without replies', async () => {
    const other = comment({
      _id: ids.c3,
      section: 'D',
      message: 'Also section D.',
      replies: [reply(ids.c3, ADMIN, 'Noted.')],
    });
    const { user } = await renderPanel([...THREAD, other]);
    const expandOf = (name: RegExp) =>
      within(card(name).closest('li') as HTMLElement).getByRole('button', {
        name: /(Expand|Collapse) replies/,
      });

    expect(expandOf(/My phone number changed/)).toBeDisabled();
    const first = expandOf(/residency dates/);
    await user.hover(first.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Expand');
    await user.click(first);
    expect(screen.getByRole('list', { name: 'Replies to Pat Admin' })).toHaveTextContent('Added them.');
    await user.unhover(first.parentElement as HTMLElement);
    await user.hover(first.parentElement as HTMLElement);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Collapse'));

    await user.click(expandOf(/Also section D/));
    expect(screen.getAllByRole('list', { name: /^Replies to/ })).toHaveLength(1);
    expect(screen.getByRole('list', { name: /^Replies to/ })).toHaveTextContent('Noted.');
    // A reply carries the same avatar rule: Pat's is red, Dana's (the current user) blue.
    expect(within(screen.getByRole('list', { name: /^Replies to/ })).getByText('P')).toHaveStyle({
      backgroundColor: RED,
    });
  });

  it('opens one reply box at a time; clicking a comment selects it and toggles its box', async () => {
    const { user } = await renderPanel(THREAD);
    const pats = card(/Pat Admin/);
    await user.click(pats);
    expect(pats).toHaveAttribute('aria-pressed', 'true');
    expect(replyBoxes()).toHaveLength(1);
    expect(replyBoxes()[0]).toHaveFocus();

    const danasItem = card(/Dana Doe/).closest('li') as HTMLElement;
    await user.click(within(danasItem).getByRole('button', { name: 'Reply' }));
    expect(replyBoxes()).toHaveLength(1);
    expect(within(danasItem).getByPlaceholderText('Enter your reply')).toBeInTheDocument();
    expect(pats).toHaveAttribute('aria-pressed', 'false');

    await user.click(card(/Dana Doe/));
    expect(replyBoxes()).toHaveLength(0);
  });

  it('replies to the author of the comment, then refreshes and clears both forms', async () => {
    const { http, user } = await renderPanel(THREAD);
    await user.click(screen.getByRole('combobox', { name: 'Section' }));
    await user.click(screen.getByRole('option', { name: 'Section - B' }));
    await user.type(messageBox(), 'A draft comment');

    await user.click(card(/Pat Admin/));
    const sendReply = screen.getByRole('button', { name: 'Send reply' });
    expect(sendReply).toBeDisabled();
    await user.type(replyBoxes()[0], 'The dates are in section B now.');
    const answer = reply(ids.c1, DOCTOR, 'The dates are in section B now.');
    http.answer('POST /replies', 201, { data: answer });
    const refreshed = [{ ...THREAD[0], replies: [...THREAD[0].replies, answer] }, THREAD[1]];
    http.answer(GET_COMMENTS, 200, { data: refreshed });
    await user.click(sendReply);

    await screen.findByRole('list', { name: 'Replies to Pat Admin' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(http.bodyOf('POST /replies')).toEqual({
      ApplicationId: APPLICATION_ID,
      CommentId: ids.c1,
      message: 'The dates are in section B now.',
      email: ADMIN.email,
    });
    expect(screen.getByRole('list', { name: 'Replies to Pat Admin' })).toHaveTextContent(
      'The dates are in section B now.',
    );
    expect(replyBoxes()[0]).toHaveValue('');
    expect(messageBox()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveTextContent('Section - A');
    expect(http.requests.filter((request) => request.key === GET_COMMENTS)).toHaveLength(2);
  });
});
