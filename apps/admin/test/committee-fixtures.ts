import { screen } from '@testing-library/react';
import type {
  TCommitteeFile,
  TCommitteeFileSummary,
  TRecommendation,
  TSecurityView,
} from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { APPLICATION_ID, HOSPITAL_ID } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin, type TMockApi } from './render-admin';

export const CHAIR_STEP_ID = '55555555-5555-4555-8555-555555555555';
export const COMMITTEE_STEP_ID = '66666666-6666-4666-8666-666666666666';
export const BOARD_STEP_ID = '77777777-7777-4777-8777-777777777777';
export const PRIVILEGE_IDS = ['88888888-8888-4888-8888-888888888881', '88888888-8888-4888-8888-888888888882'];

export const filePath = `/committee/files/${APPLICATION_ID}`;

export const createMember = () =>
  createAdminUser({
    id: 'member-1',
    email: 'dana.chair@riverside.org',
    name: { first: 'Dana', last: 'Chair' },
    roles: ['committee_member'],
  });

const STEPS: TCommitteeFile['steps'] = [
  {
    id: CHAIR_STEP_ID,
    position: 1,
    name: 'Department chair',
    kind: 'person',
    quorum: 1,
    allowedOutcomes: ['grant', 'grant-with-conditions', 'defer', 'deny'],
    allowElectronicVote: false,
  },
  {
    id: COMMITTEE_STEP_ID,
    position: 2,
    name: 'Credentials committee',
    kind: 'committee',
    quorum: 3,
    allowedOutcomes: ['grant', 'grant-with-conditions', 'defer'],
    allowElectronicVote: true,
  },
  {
    id: BOARD_STEP_ID,
    position: 3,
    name: 'Board',
    kind: 'committee',
    quorum: 5,
    allowedOutcomes: ['grant', 'grant-with-conditions', 'defer', 'deny'],
    allowElectronicVote: false,
  },
];

export function createFileSummary(overrides: Partial<TCommitteeFileSummary> = {}): TCommitteeFileSummary {
  return {
    applicationId: APPLICATION_ID,
    doctorName: 'Jane Smith',
    hospitalId: HOSPITAL_ID,
    hospitalName: 'Riverside General',
    status: 'finalise',
    route: {
      stepId: CHAIR_STEP_ID,
      position: 1,
      stepName: 'Department chair',
      kind: 'person',
      since: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
      state: 'waiting',
      votingClosesOn: null,
    },
    privilegeCount: 2,
    canAct: true,
    ...overrides,
  };
}

export const CHAIR_RECOMMENDATION: TRecommendation = {
  id: 'rec-1',
  stepId: CHAIR_STEP_ID,
  stepName: 'Department chair',
  state: 'adopted',
  privileges: [
    {
      privilegeId: PRIVILEGE_IDS[0]!,
      name: 'General surgery core',
      department: 'Surgery',
      outcome: 'grant',
      conditions: null,
      reason: null,
    },
    {
      privilegeId: PRIVILEGE_IDS[1]!,
      name: 'Robotic surgery',
      department: 'Surgery',
      outcome: 'grant-with-conditions',
      conditions: { kinds: ['proctoring'], text: 'Five proctored cases' },
      reason: null,
    },
  ],
  membershipCategory: 'active',
  appointmentMonths: 24,
  comment: 'Strong references.',
  by: { id: 'member-1', name: 'Dana Chair' },
  createdAt: '2026-11-30T10:00:00.000Z',
  decidedAt: '2026-11-30T10:00:00.000Z',
  signedWith: 'totp',
  tally: null,
  meetingId: null,
};

export function createCommitteeFile(overrides: Partial<TCommitteeFile> = {}): TCommitteeFile {
  return {
    ...createFileSummary(),
    doctorEmail: 'jane.smith@example.com',
    submittedAt: '2026-11-01T09:00:00.000Z',
    steps: STEPS,
    requested: [
      { privilegeId: PRIVILEGE_IDS[0]!, name: 'General surgery core', department: 'Surgery', isCore: true },
      { privilegeId: PRIVILEGE_IDS[1]!, name: 'Robotic surgery', department: 'Surgery', isCore: false },
    ],
    membershipCategories: ['active', 'associate', 'courtesy', 'consulting', 'affiliate', 'telemedicine'],
    recommendations: [],
    recusals: [],
    gate: {
      on: '2026-12-10',
      ready: false,
      blocks: [{ kind: 'npdb', message: 'The NPDB query is older than 180 days.' }],
      aging: [{ label: 'State licence', until: '2026-12-20' }],
      verifications: [
        { label: 'State licence', status: 'Verified', verifiedOn: '2026-10-01', validUntil: '2026-12-20' },
      ],
    },
    proxy: null,
    me: { isMember: true, isChair: false, isOffice: false, recused: false, vote: null },
    ...overrides,
  };
}

/** The file at the credentials committee, with the chair's recommendation adopted and a proposal to vote on. */
export function createVotingFile(overrides: Partial<TCommitteeFile> = {}): TCommitteeFile {
  const proposal: TRecommendation = {
    ...CHAIR_RECOMMENDATION,
    id: 'rec-2',
    stepId: COMMITTEE_STEP_ID,
    stepName: 'Credentials committee',
    state: 'proposed',
    by: { id: 'member-2', name: 'Ann Chair' },
    signedWith: null,
    decidedAt: null,
    tally: { for: 1, against: 0, abstain: 0, recused: 0 },
  };
  return createCommitteeFile({
    route: {
      stepId: COMMITTEE_STEP_ID,
      position: 2,
      stepName: 'Credentials committee',
      kind: 'committee',
      since: new Date().toISOString(),
      state: 'voting',
      votingClosesOn: '2026-12-20',
    },
    recommendations: [CHAIR_RECOMMENDATION, proposal],
    ...overrides,
  });
}

/** An account with an authenticator app: "Confirm it is you" asks for its code. */
export const WITH_APP: TSecurityView = {
  totp: { addedAt: '2026-03-01T10:00:00.000Z' },
  passkeys: [],
  recoveryCodesLeft: 10,
  isStrongRequired: false,
};

export const STEP_UP_REQUIRED = new ApiError({
  statusCode: 403,
  code: 'STEP_UP_REQUIRED',
  message: 'Confirm it is you before you sign: enter a code or use your passkey.',
});

/** The file's page for a committee member, the API answering its reads; `api` answers the changes. */
export function renderFile(file: TCommitteeFile, api: TMockApi = createMockApi()) {
  const gets: Record<string, unknown> = {
    '/committee/files': { data: [createFileSummary()] },
    [filePath]: file,
    '/account/security': WITH_APP,
  };
  api.get.mockImplementation(async (path: string) => {
    if (Object.hasOwn(gets, path)) {
      return gets[path];
    }
    throw new Error(`Unexpected GET ${path}`);
  });
  return renderAdmin(`/committee/${APPLICATION_ID}`, { user: createMember(), api });
}

export const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
