import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TFileInfo, TForm } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { APPLICATION_FORM, APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const LICENCE: TFileInfo = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'licence.pdf',
  size: 3.2 * 1024 * 1024,
  mime: 'application/pdf',
  createdAt: '2026-03-02T10:00:00.000Z',
};

/** The fixture's application form with a document in section B. */
const FORM_WITH_DOCUMENT: TForm = {
  ...APPLICATION_FORM,
  definition: {
    sections: APPLICATION_FORM.definition.sections.map((section) =>
      section.key === 'B'
        ? {
            ...section,
            items: [...section.items, { name: 'licenceCopy', type: 'file', label: 'Copy of the licence' }],
          }
        : section,
    ),
  },
};

function renderReviewWithDocument() {
  const review = createReview({ files: [LICENCE] });
  const { application } = review.forms;
  if (!application) {
    throw new Error('createReview gives an application form');
  }
  review.forms.application = {
    ...application,
    form: FORM_WITH_DOCUMENT,
    answers: { ...application.answers, licenceCopy: LICENCE.id },
  };
  // jsdom has no object URLs (this file's DOM is its own, so the stubs need no undoing).
  URL.createObjectURL = vi.fn(() => 'blob:licence');
  URL.revokeObjectURL = vi.fn();
  const api = { ...createMockApi({ [`/admin/applications/${APPLICATION_ID}`]: review }), getBlob: vi.fn() };
  renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
  return api;
}

/** The answer's View button, in the section that asks for the document. */
async function findViewButton() {
  const section = await screen.findByRole('region', { name: 'Education, training and licensure' });
  return within(section).getByRole('button', { name: 'View licence.pdf' });
}

describe('documents on the review', () => {
  it('opens a document in the viewer, offering it under the name the server gives', async () => {
    const api = renderReviewWithDocument();
    api.getBlob.mockResolvedValue({
      blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      fileName: 'Licence (IL).pdf',
      contentType: 'application/pdf',
    });
    const user = userEvent.setup();
    await user.click(await findViewButton());

    const viewer = await screen.findByRole('dialog', { name: 'licence.pdf' });
    expect(await within(viewer).findByTitle('licence.pdf')).toHaveAttribute('src', 'blob:licence');
    expect(within(viewer).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'Licence (IL).pdf',
    );
    expect(api.getBlob).toHaveBeenCalledWith(`/gcs/get/${APPLICATION_ID}/${LICENCE.id}`);
  });

  it('shows why a document cannot be read', async () => {
    const api = renderReviewWithDocument();
    api.getBlob.mockRejectedValue(
      new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'File not found' }),
    );
    await userEvent.setup().click(await findViewButton());

    const viewer = await screen.findByRole('dialog', { name: 'licence.pdf' });
    expect(await within(viewer).findByText('File not found')).toBeInTheDocument();
  });
});
