import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INTERNAL_NOTE_MAX, type TInternalNote } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;
const NOTES_PATH = `${REVIEW_PATH}/notes`;

function createNote(overrides: Partial<TInternalNote> = {}): TInternalNote {
  return {
    id: 'note-1',
    applicationId: APPLICATION_ID,
    section: null,
    message: 'Call the previous employer before the committee.',
    createdAt: '2026-03-08T14:30:00.000Z',
    author: { id: 'admin-1', name: 'Mary Staff' },
    ...overrides,
  };
}

const NOTES = [
  createNote({ id: 'note-3', section: 'B', message: 'Licence checked with the state board.', author: null }),
  createNote({ id: 'note-2', section: null, message: 'Ready for the committee.' }),
  createNote({ id: 'note-1', section: 'D', message: 'Malpractice claim explained.' }),
];

async function renderNotes(notes: TInternalNote[] = NOTES) {
  const api = createMockApi({ [REVIEW_PATH]: createReview(), [NOTES_PATH]: { data: notes } });
  const view = renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
  const card = await screen.findByRole('region', { name: 'Internal notes' });
  return { ...view, api, card, user: userEvent.setup() };
}

const noteTexts = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('internal notes on the review', () => {
  it('says the doctor never sees them, lists them newest first and filters them by section', async () => {
    const { card, user } = await renderNotes();
    expect(card).toHaveTextContent("Only your hospital's office sees these notes; the doctor never does.");
    expect(card).toHaveTextContent('Notes are kept as written: they cannot be edited or deleted.');
    await within(card).findByText('Licence checked with the state board.');
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Former administratorSection B.*Licence checked/),
      expect.stringMatching(/^Mary StaffWhole application.*Ready for the committee\.$/),
      expect.stringMatching(/^Mary StaffSection D.*Malpractice claim explained\.$/),
    ]);
    expect(within(items[1]).getByText('03/08/2026', { exact: false })).toBeInTheDocument();

    // The filter's menu code loads on first use.
    await user.click(within(card).getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Section D' }));
    expect(noteTexts(card)).toEqual([expect.stringContaining('Malpractice claim explained.')]);
    await user.click(within(card).getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'Whole application' }));
    expect(noteTexts(card)).toEqual([expect.stringContaining('Ready for the committee.')]);
    await user.click(within(card).getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'Section C' }));
    expect(noteTexts(card)).toEqual([]);
    expect(card).toHaveTextContent('No notes about “Section C” yet.');

    expect(await seriousAxeViolations(card)).toEqual([]);
  });

  it('adds a note on a section and shows it on top of the list', async () => {
    const { card, user, api } = await renderNotes();
    await within(card).findByText('Ready for the committee.');
    await user.click(within(card).getByRole('combobox', { name: 'About' }));
    await user.click(await screen.findByRole('option', { name: 'Section B' }));
    await user.type(within(card).getByRole('textbox', { name: 'Note' }), '  NPI verified  ');
    api.post.mockResolvedValueOnce(createNote({ id: 'note-4', section: 'B', message: 'NPI verified' }));
    await user.click(within(card).getByRole('button', { name: 'Add note' }));

    expect(api.post).toHaveBeenCalledWith(NOTES_PATH, { section: 'B', message: 'NPI verified' });
    await waitFor(() => expect(noteTexts(card)[0]).toMatch(/^Mary StaffSection B.*NPI verified$/));
    expect(noteTexts(card)).toHaveLength(4);
    expect(within(card).getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(within(card).getByRole('combobox', { name: 'About' })).toHaveTextContent('Section B');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Note added.');
  });

  it('leaves the focus in the emptied Note field after a note is added, with no "Required" on it', async () => {
    const { card, user, api } = await renderNotes();
    const message = within(card).getByRole('textbox', { name: 'Note' });
    await user.type(message, 'Board certificate seen.');
    api.post.mockResolvedValueOnce(createNote({ id: 'note-5', message: 'Board certificate seen.' }));
    await user.tab();
    expect(within(card).getByRole('button', { name: 'Add note' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await within(card).findByText('Board certificate seen.')).toBeInTheDocument();
    const emptied = within(card).getByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(emptied).toHaveFocus());
    expect(emptied).toHaveValue('');
    expect(emptied).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(card).queryByText('Required')).not.toBeInTheDocument();
  });

  it('sends a note on the whole application with no section', async () => {
    const { card, user, api } = await renderNotes([]);
    expect(await within(card).findByText('No internal notes yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('combobox', { name: 'Show' })).not.toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: 'Note' }), 'First look done.');
    api.post.mockResolvedValueOnce(createNote({ id: 'note-9', message: 'First look done.' }));
    await user.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(api.post).toHaveBeenCalledWith(NOTES_PATH, { section: null, message: 'First look done.' });
    expect(await within(card).findByText('First look done.')).toBeInTheDocument();
  });

  it('keeps an empty or too long note from being sent', async () => {
    const { card, user, api } = await renderNotes();
    const message = within(card).getByRole('textbox', { name: 'Note' });
    await user.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(await within(card).findByText('Required')).toBeInTheDocument();
    await user.click(message);
    await user.paste('x'.repeat(INTERNAL_NOTE_MAX + 1));
    await user.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(await within(card).findByText(`At most ${INTERNAL_NOTE_MAX} characters`)).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(api.post).not.toHaveBeenCalled();
  });

  it("puts the server's field messages on the fields and shows any other refusal", async () => {
    const { card, user, api } = await renderNotes();
    await user.type(within(card).getByRole('textbox', { name: 'Note' }), 'Hello');
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please correct the highlighted fields',
        fields: { section: 'Choose the whole application or a section from A to D' },
      }),
    );
    await user.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(
      await within(card).findByText('Choose the whole application or a section from A to D'),
    ).toBeInTheDocument();

    api.post.mockRejectedValueOnce(
      new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'Application not found.' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining('Application not found.'),
      ),
    );
    expect(noteTexts(card)).toHaveLength(3);
  });

  it('says when the notes cannot be read, and reads them again on request', async () => {
    const api = createMockApi({ [REVIEW_PATH]: createReview(), [NOTES_PATH]: { data: NOTES } });
    const answer = api.get.getMockImplementation();
    let notesReads = 0;
    api.get.mockImplementation(async (path: string) => {
      if (path === NOTES_PATH && notesReads++ === 0) {
        throw new ApiError({ statusCode: 403, code: 'FORBIDDEN', message: 'You cannot see these notes.' });
      }
      return answer?.(path);
    });
    renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
    const card = await screen.findByRole('region', { name: 'Internal notes' });
    expect(await within(card).findByText('You cannot see these notes.')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Ready for the committee.')).toBeInTheDocument();
  });
});
