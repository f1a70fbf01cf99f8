import type {
  TApplicationDetail,
  TApplicationStatusReport,
  TApplicationSummary,
  TForm,
  THospitalWithApplication,
} from '@docapply/contracts';
import type { TMockApi } from './render-app';

/** Answers GETs by path (one canned response each), falling back to the mock's own answers. */
export function answerGets(api: TMockApi, responses: Record<string, unknown>): void {
  const fallback = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string, params?: unknown) => {
    if (path in responses) {
      return responses[path];
    }
    return fallback?.(path, params);
  });
}

export const HOSPITAL_ID = '11111111-1111-4111-8111-111111111111';
export const APPLICATION_ID = '22222222-2222-4222-8222-222222222222';
export const RESPONSE_ID = '33333333-3333-4333-8333-333333333333';

export const APPLICATION_FORM: TForm = {
  id: 'form-application-1',
  hospitalId: HOSPITAL_ID,
  kind: 'application',
  key: 'application',
  title: 'Application',
  version: 1,
  definition: {
    sections: [
      {
        key: 'A',
        title: 'Identity and contact',
        items: [
          { name: 'legalFirstName', type: 'text', label: 'Legal first name', required: true },
          { name: 'legalLastName', type: 'text', label: 'Legal last name', required: true },
        ],
      },
      {
        key: 'B',
        title: 'Education, training and licensure',
        items: [{ name: 'medicalSchool', type: 'text', label: 'Medical school', required: true }],
      },
      {
        key: 'C',
        title: 'Practice history',
        items: [{ name: 'currentEmployer', type: 'text', label: 'Current employer' }],
      },
      {
        key: 'D',
        title: 'Disclosures',
        items: [{ name: 'anyActions', type: 'text', label: 'Licence actions', required: true }],
      },
    ],
  },
};

export function createSummary(overrides: Partial<TApplicationSummary> = {}): TApplicationSummary {
  return {
    id: APPLICATION_ID,
    hospitalId: HOSPITAL_ID,
    hospitalName: 'Riverside General',
    status: 'draft',
    percent: 40,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    submittedAt: null,
    nextAction: 'Finish section B',
    ...overrides,
  };
}

export function createDetail(overrides: Partial<TApplicationDetail> = {}): TApplicationDetail {
  return {
    ...createSummary(),
    hospital: { id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' },
    isEditable: true,
    attestation: null,
    forms: {
      application: {
        form: APPLICATION_FORM,
        responseId: RESPONSE_ID,
        answers: { legalLastName: 'Doe', medicalSchool: 'Rush Medical College' },
        completeness: { percent: 50, missing: [] },
      },
      survey: null,
    },
    files: [],
    privileges: [],
    references: [],
    coverage: null,
    history: [],
    ...overrides,
  };
}

export function createStatusReport(
  overrides: Partial<TApplicationStatusReport> = {},
): TApplicationStatusReport {
  return {
    application: { percent: 100, missing: [] },
    survey: { percent: 100, missing: [] },
    privileges: { count: 1, incomplete: [] },
    references: { required: 3, named: 3, completed: 3 },
    coverage: { named: true, completed: true },
    canSubmit: true,
    missing: [],
    ...overrides,
  };
}

export function createHospital(
  id: string,
  name: string,
  application: TApplicationSummary | null,
): THospitalWithApplication {
  return {
    id,
    name,
    city: 'Springfield',
    state: 'IL',
    about: `${name} serves the county.`,
    isOpen: true,
    minReferences: 3,
    application,
  };
}
