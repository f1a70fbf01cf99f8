import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TInternalNote } from '@docapply/contracts';
import { APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;
const NOTES_PATH = `${REVIEW_PATH}/notes`;
const NOTE: TInternalNote = {
  id: 'note-1',
  applicationId: APPLICATION_ID,
  section: null,
  message: 'Board certificate seen.',
  createdAt: '2026-03-08T14:30:00.000Z',
  author: { id: 'admin-1', name: 'Mary Staff' },
};

// The note form's code loads on first use: until then a stand-in draws it. A test starts
// with the stand-in only if it runs before the code was loaded: this file holds one.
describe('the internal note form before its code has come', () => {
  it('sends a note typed and sent before the code came, once it is in, and leaves the focus in the emptied Note', async () => {
    const api = createMockApi({ [REVIEW_PATH]: createReview(), [NOTES_PATH]: { data: [] } });
    renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
    const card = await screen.findByRole('region', { name: 'Internal notes' });
    await within(card).findByText('No internal notes yet.');
    const standIn = within(card).getByRole('textbox', { name: 'Note' });
    // Typed and sent without a key or pointer press the page hears (a paste, an assistive tool).
    fireEvent.change(standIn, { target: { value: 'Board certificate seen.' } });
    const add = within(card).getByRole('button', { name: 'Add note' });
    add.focus();
    api.post.mockResolvedValueOnce(NOTE);
    fireEvent.submit(add.closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(NOTES_PATH, {
        section: null,
        message: 'Board certificate seen.',
      }),
    );
    expect(await within(card).findByRole('listitem')).toHaveTextContent('Board certificate seen.');
    const note = within(card).getByRole('textbox', { name: 'Note' });
    expect(note).not.toBe(standIn);
    await waitFor(() => expect(note).toHaveFocus());
    expect(note).toHaveValue('');
  });
});
