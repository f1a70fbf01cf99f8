import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TApplicationStatus } from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applications, forms, hospitals } from '@/core/db/schema';
import { get } from './helpers/auth';

/** Test data for files, references and coverage: a hospital of its own with both open forms. */
export const REFERENCE_FORM: TFormDefinition = {
  sections: [
    {
      key: 'R',
      title: 'Peer reference',
      items: [
        { name: 'yearsKnown', type: 'number', label: 'Years you have known the applicant', required: true },
        {
          name: 'competence',
          type: 'radio',
          label: 'Clinical competence',
          required: true,
          options: [
            { value: 'excellent', label: 'Excellent' },
            { value: 'good', label: 'Good' },
            { value: 'poor', label: 'Poor' },
          ],
        },
        { name: 'comments', type: 'textarea', label: 'Comments' },
      ],
    },
  ],
};

export const COVERAGE_FORM: TFormDefinition = {
  sections: [
    {
      key: 'C',
      title: 'Alternative coverage',
      items: [{ name: 'agrees', type: 'checkbox', label: 'I agree to cover', required: true }],
    },
  ],
};

export async function createHospital(db: TDb, { withForms = true } = {}) {
  const suffix = randomBytes(4).toString('hex');
  const [hospital] = await db
    .insert(hospitals)
    .values({ name: `Test Hospital ${suffix}`, slug: `test-${suffix}`, city: 'Springfield', state: 'IL' })
    .returning();
  if (withForms) {
    await db.insert(forms).values([
      {
        hospitalId: hospital.id,
        kind: 'reference',
        key: 'reference',
        title: 'Reference',
        definition: REFERENCE_FORM,
      },
      {
        hospitalId: hospital.id,
        kind: 'coverage',
        key: 'coverage',
        title: 'Coverage',
        definition: COVERAGE_FORM,
      },
    ]);
  }
  return hospital;
}

export async function createApplication(
  db: TDb,
  {
    doctorId,
    hospitalId,
    status = 'draft',
  }: { doctorId: string; hospitalId: string; status?: TApplicationStatus },
): Promise<string> {
  const [row] = await db.insert(applications).values({ doctorId, hospitalId, status }).returning();
  return row.id;
}

export function personBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Jordan Blake',
    specialty: 'Cardiology',
    email: `ref.${randomBytes(5).toString('hex')}@example.com`,
    phone: '+1 312-555-0142',
    relationship: 'Colleague at Mercy Hospital',
    ...overrides,
  };
}

/** The short-link code in a request email. */
export function findShortCode(text: string): string {
  const match = /redirect\?c=([\w-]+)/.exec(text);
  if (!match) {
    throw new Error(`No short link in: ${text}`);
  }
  return match[1];
}

/** Follows an emailed short link the way /redirect does: the page path and its token. */
export async function followShortLink(app: FastifyInstance, text: string) {
  const response = await get(app, `/api/urls/${findShortCode(text)}`);
  expect(response.statusCode, response.body).toBe(200);
  const target = new URL(response.json().result.target as string, 'http://site.test');
  return { path: target.pathname, token: target.searchParams.get('token') ?? '' };
}
