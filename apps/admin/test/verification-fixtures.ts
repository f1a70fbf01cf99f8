import { vi } from 'vitest';
import type { TApplicationVerification, TScreening, TVerificationItem } from '@docapply/contracts';
import { APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

export const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;
export const VERIFICATION_PATH = `${REVIEW_PATH}/verification`;

const NO_EVIDENCE = { file: null, record: null, recordContentType: null };

export function createItem(overrides: Partial<TVerificationItem> = {}): TVerificationItem {
  return {
    id: 'item-dea',
    kind: 'dea',
    key: 'dea',
    label: 'DEA registration',
    detail: 'FD1234563, expires 08/31/2027',
    state: 'pending',
    source: null,
    verifiedAt: null,
    verifiedBy: null,
    referenceNumber: null,
    note: null,
    checks: [],
    evidence: NO_EVIDENCE,
    lookupUrl: null,
    required: false,
    expired: false,
    automatic: null,
    lastError: null,
    ...overrides,
  };
}

export const NPPES_RECORD = '{"result_count":1,"results":[{"number":"1234567893"}]}';

/** The NPI item as the system verified it against the registry. */
export const NPI_ITEM = createItem({
  id: 'item-npi',
  kind: 'npi',
  key: 'npi',
  label: 'Identity and NPI',
  detail: 'Dana Doe, NPI 1234567893',
  state: 'verified',
  source: 'NPPES NPI Registry',
  verifiedAt: '2026-03-06T15:00:00.000Z',
  verifiedBy: { userId: null, name: 'DocApply: NPPES NPI Registry' },
  checks: [
    { field: 'Name', expected: 'Dana Doe', found: 'DANA DOE', matches: true },
    { field: 'Credential', expected: 'MD', found: 'M.D.', matches: true },
  ],
  evidence: { file: null, record: NPPES_RECORD, recordContentType: 'application/json' },
  lookupUrl: 'https://npiregistry.cms.hhs.gov/',
  required: true,
  automatic: 'npi',
});

/** A licence verified by a person, with an uploaded screenshot. */
export const LICENCE_ITEM = createItem({
  id: 'item-licence-ca',
  kind: 'licence',
  key: 'licence:CA',
  label: 'State licence CA',
  detail: 'CA A123456, expires 05/31/2027',
  state: 'verified',
  source: 'Medical Board of California',
  verifiedAt: '2026-03-07T16:00:00.000Z',
  verifiedBy: { userId: 'admin-1', name: 'Mary Staff' },
  referenceNumber: 'MBC-2026-0042',
  note: 'Clear, no actions.',
  evidence: {
    file: { id: 'file-9', name: 'mbc-lookup.png', mime: 'image/png', size: 245_760 },
    record: null,
    recordContentType: null,
  },
  lookupUrl: 'https://search.dca.ca.gov/',
  required: true,
});

export const BOARD_ITEM = createItem({
  id: 'item-board',
  kind: 'board',
  key: 'board',
  label: 'Board certification',
  detail: 'American Board of Internal Medicine, certified 06/2018',
  state: 'discrepancy',
  source: 'ABIM',
  verifiedAt: '2025-06-01T12:00:00.000Z',
  verifiedBy: { userId: 'admin-2', name: 'Sam Office' },
  expired: true,
});

export const EDUCATION_ITEM = createItem({
  id: 'item-education',
  kind: 'education',
  key: 'education',
  label: 'Education and training',
  detail: 'Rush Medical College, MD 2012',
  state: 'not-applicable',
  source: 'Rush Medical College',
  verifiedAt: '2026-03-07T10:00:00.000Z',
  verifiedBy: { userId: 'admin-1', name: 'Mary Staff' },
});

export const DEA_ITEM = createItem();

export function createScreening(overrides: Partial<TScreening> = {}): TScreening {
  return {
    id: 'screening-oig',
    source: 'oig',
    listDate: '2026-03-01',
    screenedAt: '2026-03-05T10:00:00.000Z',
    result: 'clear',
    matchedBy: null,
    entry: null,
    resolution: null,
    resolvedBy: null,
    resolvedAt: null,
    resolutionNote: null,
    ...overrides,
  };
}

export function createVerification(
  overrides: Partial<TApplicationVerification> = {},
): TApplicationVerification {
  return {
    items: [NPI_ITEM, LICENCE_ITEM, DEA_ITEM, BOARD_ITEM, EDUCATION_ITEM],
    screenings: [createScreening(), createScreening({ id: 'screening-sam', source: 'sam' })],
    done: 3,
    total: 5,
    validDays: 180,
    ...overrides,
  };
}

/** The review with its checklist answering `verification` (the other cards' reads fail quietly). */
export function renderVerification(verification: TApplicationVerification = createVerification()) {
  const api = {
    ...createMockApi({ [REVIEW_PATH]: createReview(), [VERIFICATION_PATH]: verification }),
    getBlob: vi.fn(),
  };
  const view = renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
  return { ...view, api };
}

/** From now on the checklist reads `verification` (what the server holds after a write). */
export function answerVerification(
  api: ReturnType<typeof createMockApi>,
  verification: TApplicationVerification,
) {
  const answer = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string) =>
    path === VERIFICATION_PATH ? verification : answer?.(path),
  );
}
