import type { TForm, TFppeDetail, TFppeSummary } from '@docapply/contracts';

export const HOSPITAL = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Riverside General',
  city: 'Springfield',
  state: 'IL',
};
export const FPPE_ID = '22222222-2222-4222-8222-222222222222';
export const DOCTOR_ID = '33333333-3333-4333-8333-333333333333';
export const PRIVILEGE_KEY = '44444444-4444-4444-8444-444444444444';

export const EVALUATION_FORM: TForm = {
  id: 'form-eval',
  hospitalId: HOSPITAL.id,
  kind: 'evaluation',
  key: 'evaluation',
  title: 'Case evaluation',
  version: 1,
  definition: {
    sections: [
      {
        key: 'E',
        title: 'The case',
        items: [
          {
            name: 'technique',
            type: 'radio',
            label: 'Technique',
            required: true,
            options: [
              { value: 'good', label: 'Good' },
              { value: 'poor', label: 'Needs improvement' },
            ],
          },
          { name: 'comments', type: 'textarea', label: 'Comments' },
        ],
      },
    ],
  },
};

export function createSummary(overrides: Partial<TFppeSummary> = {}): TFppeSummary {
  return {
    id: FPPE_ID,
    hospitalId: HOSPITAL.id,
    practitioner: { id: DOCTOR_ID, name: 'Dana Doe' },
    privilege: {
      id: 'priv-1',
      key: PRIVILEGE_KEY,
      name: 'Cardiac catheterisation',
      department: 'Cardiology',
    },
    trigger: 'initial',
    method: 'prospective-proctoring',
    cases: 3,
    evaluations: 2,
    concerns: 0,
    startsOn: '2026-06-01',
    dueOn: '2026-11-28',
    overdue: false,
    state: 'open',
    conclusion: null,
    ...overrides,
  };
}

export function createDetail(overrides: Partial<TFppeDetail> = {}): TFppeDetail {
  return {
    ...createSummary(),
    criteria: 'Care meets the department’s standard in every case.',
    days: 180,
    forCause: null,
    evaluators: [
      {
        id: 'ev-1',
        name: 'Ada Proctor',
        email: 'ada.proctor@riverside.org',
        invitedAt: '2026-06-02T09:00:00.000Z',
        active: true,
        evaluations: 2,
      },
    ],
    evaluationList: [
      {
        id: 'case-1',
        evaluator: { id: 'ev-1', name: 'Ada Proctor' },
        caseReference: 'CATH-0042',
        caseDate: '2026-06-10',
        overall: 'meets',
        answers: { technique: 'good', comments: 'Clean access, no complications' },
        signedName: 'Ada Proctor',
        signedAt: '2026-06-11T15:00:00.000Z',
      },
    ],
    form: EVALUATION_FORM,
    conclusionNote: null,
    conditions: null,
    concludedBy: null,
    concludedAt: null,
    previousId: null,
    nextId: null,
    canManage: true,
    referral: null,
    candidates: [{ id: 'doc-2', name: 'Ben Baker', email: 'ben.baker@example.com' }],
    ...overrides,
  };
}
