import type { LightMyRequestResponse } from 'fastify';
import type { TAdminFormVersion } from '@docapply/contracts';
import type { TFormDefinition, TFormField } from '@docapply/rules';
import { createHospitalAdmin } from './helpers/people';
import type { TTestApp } from './helpers/test-app';
import { APPLICATION_FORM, createHospitalWithForms, resultOf, send } from './application-fixtures';

/** A hospital of its own, seeded with the standard forms, and its administrator. */
export async function createManagedHospital(t: TTestApp, firstName = 'Hana', lastName = 'Admin') {
  const h = await createHospitalWithForms(t.db);
  const admin = await createHospitalAdmin(t, firstName, lastName, h.hospital.id);
  return { h, admin, hospitalId: h.hospital.id, urls: formUrls(h.hospital.id) };
}

/** Form management's URLs for one hospital. */
export function formUrls(hospitalId: string) {
  const q = `hospitalId=${hospitalId}`;
  return {
    hospitals: '/api/admin/hospitals',
    list: `/api/admin/forms?${q}`,
    create: `/api/admin/forms?${q}`,
    detail: (key: string) => `/api/admin/forms/${key}?${q}`,
    version: (key: string, version: number) => `/api/admin/forms/${key}/versions/${version}?${q}`,
    draft: (key: string) => `/api/admin/forms/${key}/draft?${q}`,
    publish: (key: string) => `/api/admin/forms/${key}/publish?${q}`,
    diff: (key: string, from: number | string, to: number | string) =>
      `/api/admin/forms/${key}/diff?${q}&from=${from}&to=${to}`,
  };
}

/** The application form with one more field at the end of section A. */
export function withFieldInA(
  field: TFormField,
  definition: TFormDefinition = APPLICATION_FORM,
): TFormDefinition {
  return {
    sections: definition.sections.map((section) =>
      section.key === 'A' ? { ...section, items: [...section.items, field] } : section,
    ),
  };
}

export const BADGE_FIELD: TFormField = {
  name: 'badgePhoto',
  type: 'file',
  label: 'Hospital ID badge photo',
  required: true,
};

/** Saves the draft of `key` and returns it (200 expected). */
export async function saveDraft(
  t: TTestApp,
  options: { token: string; hospitalId: string; key: string; definition: TFormDefinition; title?: string },
): Promise<TAdminFormVersion> {
  const { token, hospitalId, key, definition, title = 'Application' } = options;
  return resultOf<TAdminFormVersion>(
    await send(t.app, 'PUT', formUrls(hospitalId).draft(key), token, { title, definition }),
  );
}

export function publish(
  t: TTestApp,
  token: string,
  hospitalId: string,
  key: string,
): Promise<LightMyRequestResponse> {
  return send(t.app, 'POST', formUrls(hospitalId).publish(key), token);
}
