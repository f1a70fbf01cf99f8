import type { TAdminFormListItem, TAdminPrivilege } from '@docapply/contracts';
import { createMockApi, type TMockApi } from './render-admin';

// What the privilege catalogue tests share: one hospital, its catalogue and its privilege forms.

export const RIVERSIDE = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Riverside General Hospital',
  city: 'Springfield',
  state: 'IL',
};
export const LAKEVIEW = {
  ...RIVERSIDE,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Lakeview Regional',
};

export const CHOLE_KEY = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

export function createPrivilege(overrides: Partial<TAdminPrivilege> = {}): TAdminPrivilege {
  return {
    id: 'version-id-1',
    key: CHOLE_KEY,
    version: 1,
    department: 'General Surgery',
    name: 'Laparoscopic cholecystectomy',
    criteria: 'Completed general surgery residency.',
    requirements: {},
    isCore: true,
    enabled: true,
    formKey: null,
    formTitle: null,
    practitionerTypes: [],
    applications: 0,
    updatedAt: '2026-01-05T10:00:00.000Z',
    updatedBy: null,
    ...overrides,
  };
}

export const CHOLE = createPrivilege({
  version: 2,
  requirements: { minCases: { count: 50, months: 24 }, boardCertification: true },
  formKey: 'privilege-general-surgery',
  formTitle: 'General surgery privileges',
  applications: 7,
});
export const ROBOTIC = createPrivilege({
  id: 'version-id-2',
  key: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  name: 'Robotic surgery',
  criteria: 'Proctored robotic cases.',
  isCore: false,
  enabled: false,
});
export const APPENDECTOMY = createPrivilege({
  id: 'version-id-3',
  key: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  name: 'Appendectomy',
  criteria: '',
  requirements: { boardCertification: true },
});
export const ECHO = createPrivilege({
  id: 'version-id-4',
  key: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  department: 'Cardiology',
  name: 'Transthoracic echocardiography',
  criteria: 'Level II training.',
});

function createFormItem(overrides: Partial<TAdminFormListItem>): TAdminFormListItem {
  return {
    key: 'privilege-general-surgery',
    kind: 'privilege',
    title: 'General surgery privileges',
    published: {
      id: 'form-version-1',
      version: 1,
      title: 'General surgery privileges',
      publishedAt: '2026-01-05T10:00:00.000Z',
      publishedBy: null,
      applications: 3,
    },
    draft: null,
    usage: [],
    practitionerTypes: [],
    ...overrides,
  };
}

/** The hospital's forms: two published privilege forms, one still a draft, and the application. */
export const FORMS = {
  data: [
    createFormItem({ key: 'application', kind: 'application', title: 'Application' }),
    createFormItem({}),
    createFormItem({ key: 'privilege-cardiology', title: 'Cardiology privileges' }),
    createFormItem({ key: 'privilege-draft-only', title: 'Unpublished privileges', published: null }),
  ],
};

/** The API the page reads: the administrator's hospitals, the catalogue and the forms. */
export function createCatalogueApi(
  privileges: TAdminPrivilege[] = [CHOLE, ROBOTIC, APPENDECTOMY, ECHO],
  extra: Record<string, unknown> = {},
): TMockApi {
  return createMockApi({
    '/admin/hospitals': { data: [RIVERSIDE] },
    '/admin/privileges': { data: privileges },
    '/admin/forms': FORMS,
    '/practitioner-types': {
      data: [
        { code: 'physician', name: 'Physician (MD/DO)', category: 'physician', requiresSupervision: false },
        {
          code: 'np',
          name: 'Nurse practitioner (NP)',
          category: 'advanced_practice',
          requiresSupervision: true,
        },
        {
          code: 'pa',
          name: 'Physician assistant (PA)',
          category: 'advanced_practice',
          requiresSupervision: true,
        },
      ],
    },
    ...extra,
  });
}
