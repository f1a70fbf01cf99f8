import { screen, within } from '@testing-library/react';
import type { TInternalNote } from '@docapply/contracts';
import { APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;
export const NOTES_PATH = `${REVIEW_PATH}/notes`;

/** The note the API answers with once `message` was added on the whole application. */
export function addedNote(message: string): TInternalNote {
  return {
    id: 'note-1',
    applicationId: APPLICATION_ID,
    section: null,
    message,
    createdAt: '2026-03-08T14:30:00.000Z',
    author: { id: 'admin-1', name: 'Mary Staff' },
  };
}

/**
 * The review with no note yet, its note form still the stand-in (a test file's first render, before
 * the form's code was loaded): the card, the stand-in's Note field and its "Add note".
 */
export async function openNoteStandIn() {
  const api = createMockApi({ [REVIEW_PATH]: createReview(), [NOTES_PATH]: { data: [] } });
  renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
  const card = await screen.findByRole('region', { name: 'Internal notes' });
  await within(card).findByText('No internal notes yet.');
  const standIn = within(card).getByRole('textbox', { name: 'Note' });
  const add = within(card).getByRole('button', { name: 'Add note' });
  return { api, card, standIn, add };
}
