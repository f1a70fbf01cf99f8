import type {
  TApplicationDetail,
  TApplicationStatusReport,
  TApplicationSummary,
  TForm,
  THospitalWithApplication,
} from '@docapply/contracts';
import {
  computeApplicationCompleteness,
  computeCompleteness,
  type TApplicationCompletenessInput,
  type TFormAnswers,
} from '@docapply/rules';
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

/** Answers as the API sends them (no undefined values). */
type TSavedAnswers = Record<string, string>;

/** The saved draft of createDetail: section A lacks the first name, section D its only answer. */
export const DRAFT_ANSWERS: TSavedAnswers = { legalLastName: 'Doe', medicalSchool: 'Rush Medical College' };
/** Every required answer of APPLICATION_FORM. */
export const COMPLETE_ANSWERS: TSavedAnswers = {
  ...DRAFT_ANSWERS,
  legalFirstName: 'Dana',
  anyActions: 'None',
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

export function createDetail(
  overrides: Partial<TApplicationDetail> = {},
  answers: TSavedAnswers = DRAFT_ANSWERS,
): TApplicationDetail {
  return {
    ...createSummary(),
    hospital: { id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' },
    isEditable: true,
    attestation: null,
    forms: {
      application: {
        form: APPLICATION_FORM,
        responseId: RESPONSE_ID,
        answers,
        completeness: computeCompleteness(APPLICATION_FORM.definition, answers),
        newerVersion: null,
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

type TReportInput = Partial<Omit<TApplicationCompletenessInput, 'application'>> & { answers?: TFormAnswers };

/**
 * GET /formsResponse/status as the server builds it (apps/api status-report.ts): the one
 * completeness rule over the saved answers to APPLICATION_FORM and the other parts. By default
 * everything is complete: one privilege without questions, 3 of 3 reference requests and the coverage
 * request sent (each counted as answered too).
 */
export function createStatusReport({
  answers = COMPLETE_ANSWERS,
  ...parts
}: TReportInput = {}): TApplicationStatusReport {
  const input: TApplicationCompletenessInput = {
    application: { definition: APPLICATION_FORM.definition, answers },
    survey: null,
    privileges: [{ name: 'Admitting', form: null }],
    references: { required: 3, named: 3, sent: 3 },
    coverage: { named: true, sent: true },
    ...parts,
  };
  const completeness = computeApplicationCompleteness(input);
  return {
    application: computeCompleteness(APPLICATION_FORM.definition, answers),
    survey: input.survey
      ? computeCompleteness(input.survey.definition, input.survey.answers)
      : { percent: 100, missing: [] },
    privileges: {
      count: input.privileges.length,
      incomplete: input.privileges
        .filter((p) => p.form && computeCompleteness(p.form.definition, p.form.answers).missing.length > 0)
        .map((p) => p.name),
    },
    references: { ...input.references, completed: input.references.sent },
    coverage: { ...input.coverage, completed: input.coverage.sent },
    ...completeness,
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
