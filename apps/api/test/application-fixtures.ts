import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { alternativeCoverage, forms, hospitals, privileges, references } from '@/core/db/schema';

/**
 * Test data for the application journey: a hospital of its own with small but complete forms
 * (sections A to D, a repeatable group, a conditional explanation, a file field, profile keys).
 */
export const APPLICATION_FORM: TFormDefinition = {
  sections: [
    {
      key: 'A',
      title: 'Identity and contact',
      items: [
        { name: 'legalName', type: 'text', label: 'Legal name', required: true, profileKey: 'legalName' },
        { name: 'npi', type: 'text', label: 'NPI', required: true, check: 'npi', profileKey: 'npi' },
        { name: 'phone', type: 'tel', label: 'Phone', profileKey: 'phone' },
      ],
    },
    {
      key: 'B',
      title: 'Education, training and licensure',
      items: [
        {
          kind: 'group',
          name: 'licences',
          label: 'State licence',
          minItems: 1,
          profileKey: 'licences',
          fields: [
            { name: 'state', type: 'text', label: 'State', required: true },
            { name: 'number', type: 'text', label: 'Number', required: true },
            { name: 'expires', type: 'date', label: 'Expires', past: false, future: true },
          ],
        },
        { name: 'cv', type: 'file', label: 'CV' },
      ],
    },
    {
      key: 'C',
      title: 'Practice history',
      items: [
        {
          name: 'hasClaims',
          type: 'radio',
          label: 'Any malpractice claims?',
          required: true,
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
        },
        {
          name: 'claimsExplain',
          type: 'textarea',
          label: 'Explain the claims',
          required: true,
          showWhen: { field: 'hasClaims', equals: 'yes' },
        },
      ],
    },
    {
      key: 'D',
      title: 'Disclosures and attestation',
      items: [{ name: 'truthful', type: 'checkbox', label: 'My answers are true', required: true }],
    },
  ],
};

export const SURVEY_FORM: TFormDefinition = {
  sections: [
    {
      key: 'S',
      title: 'Survey',
      items: [{ name: 'unit', type: 'text', label: 'Preferred unit', required: true }],
    },
  ],
};

export const PRIVILEGE_FORM: TFormDefinition = {
  sections: [
    {
      key: 'P',
      title: 'Privilege',
      items: [{ name: 'cases', type: 'number', label: 'Cases in the last 2 years', required: true }],
    },
  ],
};

const SIMPLE_FORM: TFormDefinition = {
  sections: [{ key: 'R', title: 'Answers', items: [{ name: 'ok', type: 'text', label: 'Comments' }] }],
};

/** Valid answers to every required question of APPLICATION_FORM. */
export const COMPLETE_APPLICATION_ANSWERS = {
  legalName: 'Alex Rivera',
  npi: '1234567893',
  phone: '+1 212-555-0100',
  licences: [{ state: 'IL', number: 'MD-123', expires: '2098-01-01' }],
  hasClaims: 'no',
  truthful: 'true',
};

export type TTestHospital = Awaited<ReturnType<typeof createHospitalWithForms>>;

export async function createHospitalWithForms(
  db: TDb,
  { minReferences = 2, isOpen = true, withSurvey = true } = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const [hospital] = await db
    .insert(hospitals)
    .values({
      name: `Test Hospital ${suffix}`,
      slug: `test-app-${suffix}`,
      city: 'Springfield',
      state: 'IL',
      about: 'A hospital for tests.',
      isOpen,
      minReferences,
    })
    .returning();
  const rows = [
    { kind: 'application' as const, key: 'application', title: 'Application', definition: APPLICATION_FORM },
    {
      kind: 'privilege' as const,
      key: 'privilege-cardiac-cath',
      title: 'Cardiac cath',
      definition: PRIVILEGE_FORM,
    },
    { kind: 'privilege' as const, key: 'privilege-echo', title: 'Echo', definition: PRIVILEGE_FORM },
    { kind: 'reference' as const, key: 'reference', title: 'Reference', definition: SIMPLE_FORM },
    { kind: 'coverage' as const, key: 'coverage', title: 'Coverage', definition: SIMPLE_FORM },
    ...(withSurvey
      ? [{ kind: 'survey' as const, key: 'survey', title: 'Staff survey', definition: SURVEY_FORM }]
      : []),
  ];
  const created = await db
    .insert(forms)
    .values(rows.map((row) => ({ ...row, hospitalId: hospital.id })))
    .returning();
  const formByKey = new Map(created.map((form) => [form.key, form]));
  const [cath, echo, admitting] = await db
    .insert(privileges)
    .values([
      {
        hospitalId: hospital.id,
        department: 'Cardiology',
        name: 'Cardiac catheterisation',
        criteria: '50 cases in 2 years',
        formId: formByKey.get('privilege-cardiac-cath')?.id,
      },
      {
        hospitalId: hospital.id,
        department: 'Cardiology',
        name: 'Echocardiography',
        criteria: 'Board certified',
        formId: formByKey.get('privilege-echo')?.id,
      },
      { hospitalId: hospital.id, department: 'Internal Medicine', name: 'Admitting', criteria: 'None' },
    ])
    .returning();
  return { hospital, forms: formByKey, privileges: { cath, echo, admitting } };
}

/** Completed references and coverage, written directly (their API belongs to another module). */
export async function completeRequests(db: TDb, applicationId: string, count: number) {
  const person = (n: number) => ({
    applicationId,
    name: `Reference ${n}`,
    specialty: 'Cardiology',
    email: `ref${n}.${randomBytes(4).toString('hex')}@example.com`,
    phone: '+1 312-555-0142',
    relationship: 'Colleague',
    state: 'completed' as const,
    answers: { ok: 'Excellent doctor' },
  });
  if (count > 0) {
    await db.insert(references).values(Array.from({ length: count }, (_, i) => person(i + 1)));
  }
  await db.insert(alternativeCoverage).values(person(99));
}

export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    payload: body === undefined ? undefined : (body as Record<string, unknown>),
    headers: token ? { 'x-auth-token': token } : {},
  });
}

/** The `result` of a successful response. */
export function resultOf<T = Record<string, unknown>>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { result: T }).result;
}

/** A refusal that carries no data: only the error shape. */
export function expectNoData(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'statusCode']);
  expect(Object.keys(body.error as object).sort()).toEqual(['code', 'message']);
}
