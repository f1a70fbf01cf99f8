import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import {
  CHANGED,
  CHANGES_PATH,
  FIRST_ONLY,
  OLD_CV,
  REVIEW,
  findCard,
  renderReview,
} from './what-changed-fixtures';
import { APPLICATION_ID } from './admin-fixtures';

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('what changed since the last submission', () => {
  it('lists each changed answer before → after, the replaced document and the privilege added, each with its source', async () => {
    renderReview(CHANGED);
    const card = await findCard();
    const round = await within(card).findByRole('region', {
      name: /^Submission 2, resubmitted on 03\/12\/2026/,
    });
    expect(within(round).getByText('Changed since submission 1 of 03/05/2026.')).toBeInTheDocument();
    expect(
      within(round).getByText('In answer to the information request of 03/09/2026 by Maria Lopez:'),
    ).toBeInTheDocument();
    expect(within(round).getByText('Please update your legal name.')).toBeInTheDocument();

    const answers = within(round).getByRole('region', { name: '2 answers changed' });
    expect(
      within(answers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Legal last name: Roe → DoeBy the doctor', 'Cases: 60 → 75By Olive Manager (delegate)']);
    expect(
      within(answers).getByRole('heading', { name: 'Section A: Identity and contact' }),
    ).toBeInTheDocument();

    const documents = within(round).getByRole('region', { name: '1 document changed' });
    expect(documents).toHaveTextContent('CV (Application): replaced');
    expect(documents).toHaveTextContent('From a renewal');
    expect(within(documents).getByRole('button', { name: 'View cv-2024.pdf' })).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'View cv-2026.pdf' })).toBeInTheDocument();
    expect(within(round).getByRole('region', { name: '1 privilege changed' })).toHaveTextContent(
      'Added: Admitting (Internal Medicine)By Maria Lopez (office)',
    );
    // Two submissions: the round is the only pair, nothing else to compare.
    expect(within(card).queryByRole('combobox', { name: 'From' })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(card)).toEqual([]);
  });

  it('marks the changed answers where they stand, with the answer before, in words', async () => {
    renderReview(CHANGED);
    await findCard();
    const identity = await screen.findByRole('region', { name: 'Identity and contact' });
    expect(await within(identity).findByText('Changed')).toBeInTheDocument();
    expect(within(identity).getByText('Before: Roe')).toBeInTheDocument();
    const privileges = screen.getByRole('region', { name: 'Privileges requested' });
    expect(within(privileges).getByText('Before: 60')).toBeInTheDocument();
    // An answer that did not change carries no mark.
    const education = screen.getByRole('region', { name: 'Education, training and licensure' });
    expect(within(education).queryByText('Changed')).not.toBeInTheDocument();
  });

  it('keeps a replaced document in the Documents card, with its day, and still opens it', async () => {
    const api = renderReview(CHANGED);
    api.getBlob.mockReturnValue(new Promise(() => undefined));
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const replaced = await within(documents).findByRole('list', { name: 'Replaced documents' });
    expect(replaced).toHaveTextContent('cv-2024.pdf');
    expect(replaced).toHaveTextContent('Replaced on 03/10/2026');
    expect(within(documents).getByRole('button', { name: 'View cv-2026.pdf' })).toBeInTheDocument();

    const view = within(replaced).getByRole('button', { name: 'View cv-2024.pdf' });
    view.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'cv-2024.pdf' })).toBeInTheDocument();
    expect(api.getBlob).toHaveBeenCalledWith(`/gcs/get/${APPLICATION_ID}/${OLD_CV.id}`);
    expect(await seriousAxeViolations(documents)).toEqual([]);
  });

  it('says there is nothing to compare after a first submission, and marks nothing', async () => {
    renderReview(FIRST_ONLY);
    const card = await findCard();
    expect(await within(card).findByText('Submitted once: nothing to compare yet.')).toBeInTheDocument();
    expect(screen.queryByText('Changed')).not.toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).queryByRole('list', { name: 'Replaced documents' })).not.toBeInTheDocument();
  });

  it('offers to try again when the changes cannot be read', async () => {
    const api = renderReview(
      new ApiError({ statusCode: 403, code: 'FORBIDDEN', message: 'You no longer administer this hospital' }),
    );
    const card = await findCard();
    expect(await within(card).findByText('You no longer administer this hospital')).toBeInTheDocument();
    api.get.mockImplementation(async (path: string) => (path === CHANGES_PATH ? CHANGED : REVIEW));
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Changed since submission 1 of 03/05/2026.')).toBeInTheDocument();
  });
});
