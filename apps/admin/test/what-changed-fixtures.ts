/** The review's "What changed" card: rounds, a comparison, and the mocked API answering them. */
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type {
  TApplicationChanges,
  TFileInfo,
  TSubmissionChanges,
  TSubmissionComparison,
} from '@docapply/contracts';
import { APPLICATION_ID, HOSPITAL_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

export const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;
export const CHANGES_PATH = `${REVIEW_PATH}/changes`;

export const NEW_CV: TFileInfo = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'cv-2026.pdf',
  size: 2048,
  mime: 'application/pdf',
  createdAt: '2026-03-11T10:00:00.000Z',
};
export const OLD_CV = {
  id: '66666666-6666-4666-8666-666666666666',
  name: 'cv-2024.pdf',
  size: 1024,
  mime: 'application/pdf' as const,
  createdAt: '2026-03-01T10:00:00.000Z',
  supersededAt: '2026-03-10T15:00:00.000Z',
};

export const REVIEW = createReview({
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

/** One of each change, each from another source. */
export const CHANGES: TSubmissionChanges = {
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
      source: { kind: 'doctor' },
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
      source: { kind: 'delegate', name: 'Olive Manager' },
    },
  ],
  documents: [
    {
      change: 'replaced',
      label: 'CV',
      formTitle: 'Application',
      formKey: 'application',
      path: 'cv',
      file: { id: NEW_CV.id, name: NEW_CV.name },
      previous: { id: OLD_CV.id, name: OLD_CV.name },
      source: { kind: 'renewal' },
    },
  ],
  privileges: [
    {
      change: 'added',
      privilegeId: 'privilege-2',
      name: 'Admitting',
      department: 'Internal Medicine',
      source: { kind: 'office', name: 'Maria Lopez' },
    },
  ],
};

export const CHANGED: TApplicationChanges = {
  submissions: [
    { number: 1, submittedAt: '2026-03-05T10:00:00.000Z' },
    { number: 2, submittedAt: '2026-03-12T10:00:00.000Z' },
  ],
  since: 1,
  changes: CHANGES,
  rounds: [
    {
      number: 2,
      submittedAt: '2026-03-12T10:00:00.000Z',
      since: 1,
      request: {
        requestedAt: '2026-03-09T10:00:00.000Z',
        requestedBy: 'Maria Lopez',
        note: 'Please update your legal name.',
      },
      changes: CHANGES,
    },
  ],
  supersededFiles: [OLD_CV],
};

export const NO_CHANGES = { answers: [], documents: [], privileges: [] };

/** A second information request answered without edits: the first round's changes stay in sight. */
export const UNCHANGED_LAST: TApplicationChanges = {
  ...CHANGED,
  submissions: [...CHANGED.submissions, { number: 3, submittedAt: '2026-03-19T10:00:00.000Z' }],
  since: 2,
  changes: NO_CHANGES,
  rounds: [
    ...CHANGED.rounds,
    {
      number: 3,
      submittedAt: '2026-03-19T10:00:00.000Z',
      since: 2,
      request: { requestedAt: '2026-03-16T10:00:00.000Z', requestedBy: 'Maria Lopez', note: null },
      changes: NO_CHANGES,
    },
  ],
};

export const FIRST_TO_LAST: TSubmissionComparison = {
  from: { number: 1, submittedAt: '2026-03-05T10:00:00.000Z' },
  to: { number: 3, submittedAt: '2026-03-19T10:00:00.000Z' },
  changes: CHANGES,
};

export const FIRST_ONLY: TApplicationChanges = {
  submissions: [{ number: 1, submittedAt: '2026-03-05T10:00:00.000Z' }],
  since: null,
  changes: { answers: [], documents: [], privileges: [] },
  rounds: [],
  supersededFiles: [],
};

/** The review with the changes' card reading `changes` (and the comparison of 1 with 3). */
export function renderReview(changes: TApplicationChanges | Error) {
  const api = { ...createMockApi({ [REVIEW_PATH]: REVIEW }), getBlob: vi.fn() };
  const get = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string, query?: Record<string, unknown>) => {
    if (path === `${CHANGES_PATH}/compare`) {
      // The one pair asked for below; any other would be an unexpected request.
      if (query?.from === 1 && query.to === 3) {
        return FIRST_TO_LAST;
      }
      throw new Error(`Unexpected comparison ${JSON.stringify(query)}`);
    }
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

export const findCard = () => screen.findByRole('region', { name: 'What changed' });
