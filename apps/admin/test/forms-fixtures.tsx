import { expect } from 'vitest';
import { TEST_PRACTITIONER_TYPES, seriousAxeViolations } from '@docapply/ui/test-kit';
import type {
  TAdminFormDetail,
  TAdminFormListItem,
  TAdminFormVersion,
  TAdminHospitalList,
  TPractitionerTypeList,
} from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import { HOSPITAL_ID, OTHER_HOSPITAL_ID } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin, type TMockApi } from './render-admin';

export { HOSPITAL_ID, OTHER_HOSPITAL_ID };

export const HOSPITALS: TAdminHospitalList = {
  data: [
    { id: OTHER_HOSPITAL_ID, name: 'Lakeside Clinic', city: 'Madison', state: 'WI' },
    { id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' },
  ],
};

function createDefinition(sectionTitle: string): TFormDefinition {
  return {
    sections: [
      {
        key: 'A',
        title: sectionTitle,
        items: [{ name: 'legalLastName', type: 'text', label: 'Legal last name', required: true }],
      },
    ],
  };
}

export const PUBLISHED_DEFINITION = createDefinition('Identity');
export const DRAFT_DEFINITION = createDefinition('Identity and contact');

function createVersion(overrides: Partial<TAdminFormVersion>): TAdminFormVersion {
  return {
    id: 'version-2',
    key: 'application',
    kind: 'application',
    title: 'Application',
    version: 2,
    isDraft: false,
    publishedAt: '2026-03-05T12:00:00.000Z',
    publishedBy: 'Mary Staff',
    updatedAt: '2026-03-05T12:00:00.000Z',
    updatedBy: 'Mary Staff',
    practitionerTypes: [],
    definition: PUBLISHED_DEFINITION,
    ...overrides,
  };
}

export const PUBLISHED_VERSION = createVersion({});
export const DRAFT_VERSION = createVersion({
  id: 'version-3',
  title: 'Application for privileges',
  version: 3,
  isDraft: true,
  publishedAt: null,
  publishedBy: null,
  updatedAt: '2026-03-06T12:30:00.000Z',
  updatedBy: 'Hana Admin',
  definition: DRAFT_DEFINITION,
});

/** The application form: version 2 published, a draft of version 3, two versions in use. */
export function createFormDetail(overrides: Partial<TAdminFormDetail> = {}): TAdminFormDetail {
  return {
    key: 'application',
    kind: 'application',
    title: 'Application',
    draft: DRAFT_VERSION,
    published: PUBLISHED_VERSION,
    versions: [
      {
        id: 'version-2',
        version: 2,
        title: 'Application',
        publishedAt: '2026-03-05T12:00:00.000Z',
        publishedBy: 'Mary Staff',
        applications: 14,
      },
      {
        id: 'version-1',
        version: 1,
        title: 'Application',
        publishedAt: '2026-01-10T12:00:00.000Z',
        publishedBy: null,
        applications: 3,
      },
    ],
    ...overrides,
  };
}

export const APPLICATION_ITEM: TAdminFormListItem = {
  key: 'application',
  kind: 'application',
  title: 'Application',
  published: createFormDetail().versions[0],
  draft: {
    id: 'version-3',
    version: 3,
    title: 'Application for privileges',
    updatedAt: '2026-03-06T12:30:00.000Z',
    updatedBy: 'Mary Staff',
  },
  usage: [
    { version: 2, applications: 14 },
    { version: 1, applications: 3 },
  ],
  practitionerTypes: [],
};

export const SURVEY_ITEM: TAdminFormListItem = {
  key: 'survey',
  kind: 'survey',
  title: 'Practice survey',
  published: { ...createFormDetail().versions[1], id: 'survey-1', title: 'Practice survey' },
  draft: null,
  usage: [],
  practitionerTypes: [],
};

/** GET /practitioner-types: the active types the form's "Offered to" boxes list. */
export const PRACTITIONER_TYPES: TPractitionerTypeList = { data: TEST_PRACTITIONER_TYPES };

export const EDITOR_PATH = `/forms/${HOSPITAL_ID}/application`;

/** The editor of the application form, signed in as a hospital administrator. */
export function renderEditor(
  detail: TAdminFormDetail = createFormDetail(),
  extra: Record<string, unknown> = {},
) {
  const api: TMockApi = createMockApi({
    '/admin/forms/application': detail,
    '/admin/forms': { data: [APPLICATION_ITEM] },
    '/admin/hospitals': HOSPITALS,
    '/practitioner-types': PRACTITIONER_TYPES,
    ...extra,
  });
  return renderAdmin(EDITOR_PATH, { user: createAdminUser(), api });
}

/** No serious axe violation in what is on screen. */
export async function expectNoAxeViolations(): Promise<void> {
  expect(await seriousAxeViolations()).toEqual([]);
}
