import type {
  TAdminApplicationReview,
  TAdminQueueItem,
  TAdminQueuePage,
  TAdminRequest,
  TAdminStatusCounts,
  TForm,
} from '@docapply/contracts';

export const HOSPITAL_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_HOSPITAL_ID = '44444444-4444-4444-8444-444444444444';
export const APPLICATION_ID = '22222222-2222-4222-8222-222222222222';

function createForm(kind: TForm['kind'], title: string, definition: TForm['definition']): TForm {
  return { id: `form-${kind}`, hospitalId: HOSPITAL_ID, kind, key: kind, title, version: 1, definition };
}

export const APPLICATION_FORM = createForm('application', 'Application', {
  sections: [
    {
      key: 'A',
      title: 'Identity and contact',
      items: [{ name: 'legalLastName', type: 'text', label: 'Legal last name' }],
    },
    {
      key: 'B',
      title: 'Education, training and licensure',
      items: [{ name: 'medicalSchool', type: 'text', label: 'Medical school' }],
    },
    {
      key: 'C',
      title: 'Practice history',
      items: [{ name: 'currentEmployer', type: 'text', label: 'Current employer' }],
    },
    {
      key: 'D',
      title: 'Disclosures',
      items: [{ name: 'anyActions', type: 'text', label: 'Licence actions' }],
    },
  ],
});

export const REFERENCE_FORM = createForm('reference', 'Peer reference', {
  sections: [
    {
      key: 'R',
      title: 'Your assessment',
      items: [{ name: 'clinicalJudgement', type: 'textarea', label: 'Clinical judgement' }],
    },
  ],
});

export function createQueueItem(overrides: Partial<TAdminQueueItem> = {}): TAdminQueueItem {
  return {
    id: APPLICATION_ID,
    hospitalId: HOSPITAL_ID,
    hospitalName: 'Riverside General',
    status: 'applied',
    doctor: { id: 'doctor-1', name: 'Dana Doe', email: 'dana.doe@example.com' },
    submittedAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-06T10:00:00.000Z',
    assignee: null,
    flagCount: 0,
    ...overrides,
  };
}

export function createQueuePage(overrides: Partial<TAdminQueuePage> = {}): TAdminQueuePage {
  return { data: [createQueueItem()], nextCursor: null, total: 1, ...overrides };
}

export const COUNTS: TAdminStatusCounts = {
  data: { applied: 4, 'in-review': 2, 'information-requested': 1, finalise: 0, approved: 7, rejected: 1 },
  total: 15,
};

function createRequest(overrides: Partial<TAdminRequest>): TAdminRequest {
  return {
    id: 'request-1',
    name: 'Dr. Ray Referee',
    specialty: 'Cardiology',
    email: 'ray@example.com',
    phone: '+1 212-555-0101',
    relationship: 'Colleague',
    state: 'completed',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    remindedAt: [],
    answers: null,
    ...overrides,
  };
}

export function createReview(overrides: Partial<TAdminApplicationReview> = {}): TAdminApplicationReview {
  return {
    id: APPLICATION_ID,
    hospitalId: HOSPITAL_ID,
    hospitalName: 'Riverside General',
    status: 'applied',
    percent: 100,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-06T10:00:00.000Z',
    submittedAt: '2026-03-05T10:00:00.000Z',
    nextAction: '',
    hospital: { id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' },
    isEditable: false,
    attestation: { name: 'Dana Doe', signedAt: '2026-03-05T10:00:00.000Z' },
    forms: {
      application: {
        form: APPLICATION_FORM,
        responseId: 'response-1',
        answers: { legalLastName: 'Doe', medicalSchool: 'Rush Medical College' },
        completeness: { percent: 100, missing: [] },
        newerVersion: null,
      },
      survey: null,
    },
    files: [],
    privileges: [],
    doctor: { id: 'doctor-1', name: 'Dana Doe', email: 'dana.doe@example.com', phone: '+1 212-555-0100' },
    references: [
      createRequest({ answers: { clinicalJudgement: 'Excellent under pressure' } }),
      createRequest({ id: 'request-2', name: 'Dr. Sam Slow', state: 'sent', answers: null }),
    ],
    coverage: createRequest({ id: 'request-3', name: 'Dr. Cora Cover', state: 'opened' }),
    referenceForm: REFERENCE_FORM,
    coverageForm: null,
    history: [
      { from: 'draft', to: 'applied', at: '2026-03-05T10:00:00.000Z', actorName: 'Dana Doe', note: null },
    ],
    allowedTransitions: ['in-review'],
    blockedTransitions: [],
    minReferences: 1,
    route: null,
    assignee: null,
    commentCounts: { A: 2, B: 0, C: 1, D: 0 },
    ...overrides,
  };
}
