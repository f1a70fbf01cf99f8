import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTES_PATH, addedNote, openNoteStandIn } from './note-stand-in-fixtures';

// The note form's code loads on first use: until then a stand-in draws it. A test starts
// with the stand-in only if it runs before the code was loaded: this file holds one.
describe('the internal note form before its code has come', () => {
  it('sends a note typed and sent before the code came, once it is in, and leaves the focus in the emptied Note', async () => {
    const { api, card, standIn, add } = await openNoteStandIn();
    // Typed and sent without a key or pointer press the page hears (a paste, an assistive tool).
    fireEvent.change(standIn, { target: { value: 'Board certificate seen.' } });
    add.focus();
    api.post.mockResolvedValueOnce(addedNote('Board certificate seen.'));
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
