import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPractitionerType } from '@docapply/contracts';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

/** The platform's practitioner types page: three types (one retired), signed in as a platform admin. */
export const LIST_PATH = '/platform/practitioner-types';

export function createType(
  overrides: Partial<TPractitionerType> & { code: string; name: string },
): TPractitionerType {
  return {
    category: 'advanced_practice',
    requiresSupervision: true,
    isActive: true,
    sortOrder: 10,
    membershipCategories: ['advanced_practice', 'telemedicine'],
    ...overrides,
  };
}

export const PHYSICIAN = createType({
  code: 'physician',
  name: 'Physician (MD/DO)',
  category: 'physician',
  requiresSupervision: false,
  sortOrder: 10,
  membershipCategories: ['active', 'associate', 'courtesy', 'consulting', 'affiliate', 'telemedicine'],
});
export const NP = createType({ code: 'np', name: 'Nurse practitioner (NP)', sortOrder: 20 });
export const DENTIST = createType({
  code: 'dentist',
  name: 'Dentist (DDS/DMD)',
  category: 'other',
  requiresSupervision: false,
  isActive: false,
  sortOrder: 30,
  membershipCategories: ['courtesy', 'active'],
});
export const OTHER_USUAL = ['active', 'associate', 'courtesy', 'consulting', 'affiliate', 'telemedicine'];
const TYPES = [PHYSICIAN, NP, DENTIST];

export function renderPage(types: TPractitionerType[] = TYPES) {
  const api = createMockApi({ [LIST_PATH]: { data: types } });
  const user = createAdminUser({ roles: ['platform_admin'] });
  const view = renderAdmin(LIST_PATH, { user, api });
  return { ...view, api, user: userEvent.setup() };
}

export async function findRows() {
  const list = await screen.findByRole('list', { name: 'Practitioner types' });
  return within(list).getAllByRole('listitem');
}
