import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTES_PATH, addedNote, openNoteStandIn } from './note-stand-in-fixtures';

// As internal-note-stand-in.test.tsx: the stand-in is drawn only before the form's code was
// loaded, so this file holds one test.
describe('the internal note form whose code comes in while "Add note" is pressed', () => {
  it('keeps the pressed button until the press ends, so the click sends the note', async () => {
    const { api, card, standIn, add } = await openNoteStandIn();
    fireEvent.change(standIn, { target: { value: 'Licence verified by phone.' } });
    // The press starts the code's download; the code is in before the pointer is released.
    fireEvent.pointerDown(add);
    await import('../src/features/review/components/internal-note-form');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(add).toBeInTheDocument();
    api.post.mockResolvedValueOnce(addedNote('Licence verified by phone.'));
    fireEvent.pointerUp(add);
    fireEvent.click(add);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(NOTES_PATH, {
        section: null,
        message: 'Licence verified by phone.',
      }),
    );
    expect(await within(card).findByRole('listitem')).toHaveTextContent('Licence verified by phone.');
    // The form has taken over: its own Note field, emptied for the next note.
    expect(within(card).getByRole('textbox', { name: 'Note' })).not.toBe(standIn);
  });
});
