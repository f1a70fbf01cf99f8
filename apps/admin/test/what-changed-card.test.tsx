import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TApplicationChanges, TFileInfo } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, HOSPITAL_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;
const CHANGES_PATH = `${REVIEW_PATH}/changes`;

const NEW_CV: TFileInfo = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'cv-2026.pdf',
  size: 2048,
  mime: 'application/pdf',
  createdAt: '2026-03-11T10:00:00.000Z',
};
const OLD_CV = {
  id: '66666666-6666-4666-8666-666666666666',
  name: 'cv-2024.pdf',
  size: 1024,
  mime: 'application/pdf' as const,
  createdAt: '2026-03-01T10:00:00.000Z',
  supersededAt: '2026-03-10T15:00:00.000Z',
};

const REVIEW = createReview({
  files: [NEW_CV],
  privileges: [
    {
      id: 'pick-1',
      privilegeId: 'privilege-1',
      name: 'Cardiac catheterisation',
      department: 'Cardiology',
      formId: 'form-cath',
      formResponseId: 'response-cath',
      answers: { cases: '75' },
      form: {
        id: 'form-cath',
        hospitalId: HOSPITAL_ID,
        kind: 'privilege',
        key: 'privilege-cath',
        title: 'Cardiac catheterisation',
        version: 1,
        definition: {
          sections: [
            { key: 'P', title: 'Volume', items: [{ name: 'cases', type: 'number', label: 'Cases' }] },
          ],
        },
      },
    },
  ],
});

const CHANGED: TApplicationChanges = {
  submissions: [
    { number: 1, submittedAt: '2026-03-05T10:00:00.000Z' },
    { number: 2, submittedAt: '2026-03-12T10:00:00.000Z' },
  ],
  since: 1,
  changes: {
    answers: [
      {
        formKey: 'application',
        formTitle: 'Application',
        sectionKey: 'A',
        sectionTitle: 'Identity and contact',
        path: 'legalLastName',
        label: 'Legal last name',
        fieldType: 'text',
        before: 'Roe',
        after: 'Doe',
      },
      {
        formKey: 'privilege:privilege-1',
        formTitle: 'Cardiac catheterisation',
        sectionKey: 'P',
        sectionTitle: 'Volume',
        path: 'cases',
        label: 'Cases',
        fieldType: 'number',
        before: '60',
        after: '75',
      },
    ],
    documents: [
      {
        change: 'replaced',
        label: 'CV',
        formTitle: 'Application',
        file: { id: NEW_CV.id, name: NEW_CV.name },
        previous: { id: OLD_CV.id, name: OLD_CV.name },
      },
    ],
    privileges: [
      { change: 'added', privilegeId: 'privilege-2', name: 'Admitting', department: 'Internal Medicine' },
    ],
  },
  supersededFiles: [OLD_CV],
};

const FIRST_ONLY: TApplicationChanges = {
  submissions: [{ number: 1, submittedAt: '2026-03-05T10:00:00.000Z' }],
  since: null,
  changes: { answers: [], documents: [], privileges: [] },
  supersededFiles: [],
};

function renderReview(changes: TApplicationChanges | Error) {
  const api = { ...createMockApi({ [REVIEW_PATH]: REVIEW }), getBlob: vi.fn() };
  const get = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string) => {
    if (path !== CHANGES_PATH) {
      return get?.(path);
    }
    if (changes instanceof Error) {
      throw changes;
    }
    return changes;
  });
  renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
  return api;
}

const findCard = () => screen.findByRole('region', { name: 'What changed' });

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('what changed since the last submission', () => {
  it('lists each changed answer before → after, the replaced document and the privilege added', async () => {
    renderReview(CHANGED);
    const card = await findCard();
    expect(await within(card).findByText('Changed since submission 1')).toBeInTheDocument();
    expect(within(card).getByText('Submitted on 03/05/2026, resubmitted on 03/12/2026.')).toBeInTheDocument();

    const answers = within(card).getByRole('region', { name: '2 answers changed' });
    expect(
      within(answers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Legal last name: Roe → Doe', 'Cases: 60 → 75']);
    expect(
      within(answers).getByRole('heading', { name: 'Section A: Identity and contact' }),
    ).toBeInTheDocument();

    const documents = within(card).getByRole('region', { name: '1 document changed' });
    expect(documents).toHaveTextContent('CV (Application): replaced');
    expect(within(documents).getByRole('button', { name: 'View cv-2024.pdf' })).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'View cv-2026.pdf' })).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: '1 privilege changed' })).toHaveTextContent(
      'Added: Admitting (Internal Medicine)',
    );
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
    expect(await within(card).findByText('Changed since submission 1')).toBeInTheDocument();
  });
});
