import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API_TOKEN_SCOPES, type TRole } from '@docapply/contracts';
import { formResponses, hospitalAdmins, mailOutbox, shortUrls } from '@/core/db/schema';
import { createHospitalWithForms, resultOf, send } from '../application-fixtures';
import { personBody } from '../request-fixtures';
import { createUserWithToken, randomEmail, registerBody } from './auth';
import { GOOD_PASSWORD } from './constants';
import type { TTestApp } from './test-app';

/** The parts of an OpenAPI (JSON Schema) document the sweep reads. */
export type TJsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, TJsonSchema>;
  additionalProperties?: boolean | TJsonSchema;
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  required?: string[];
  minimum?: number;
  default?: unknown;
};
type TParameter = { in: 'path' | 'query' | 'header'; name: string; schema?: TJsonSchema };
type TOpenApiOperation = {
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
};

export type TSweepOperation = {
  /** `METHOD /api/template/{param}`, the key of the tables below. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  template: string;
  pathParams: Array<{ name: string; schema: TJsonSchema }>;
  queryParams: Array<{ name: string; schema: TJsonSchema }>;
  body?: TJsonSchema;
  isMultipart: boolean;
};

export const ALL_ROLES: TRole[] = ['platform_admin', 'hospital_admin', 'doctor', 'delegate'];

/** Every operation of the OpenAPI document at /api/docs/json. */
export async function findOperations(t: TTestApp): Promise<TSweepOperation[]> {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, TOpenApiOperation>>;
  };
  return Object.entries(spec.paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const upper = method.toUpperCase() as TSweepOperation['method'];
      return {
        key: `${upper} ${template}`,
        method: upper,
        template,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: content['application/json']?.schema,
        isMultipart: Boolean(content['multipart/form-data']) || template.startsWith('/api/gcs/upload/'),
      };
    }),
  );
}

/** Real rows for the requests to point at, so a request with one bad field reaches the services. */
export type TSweepFixtures = Awaited<ReturnType<typeof createSweepFixtures>>;

export async function createSweepFixtures(t: TTestApp) {
  const { hospital, forms, privileges } = await createHospitalWithForms(t.db);
  const { user, token } = await createUserWithToken(t.db, t.config, { roles: ALL_ROLES });
  const otherAdmin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
  await t.db.insert(hospitalAdmins).values([
    { hospitalId: hospital.id, userId: user.id },
    { hospitalId: hospital.id, userId: otherAdmin.user.id },
  ]);
  const application = resultOf<{ id: string }>(
    await send(t.app, 'POST', '/api/applications', token, { hospitalId: hospital.id }),
    201,
  );
  const reference = resultOf<{ id: string }>(
    await send(t.app, 'POST', '/api/references', token, personBody({ applicationId: application.id })),
    201,
  );
  const coverage = resultOf<{ id: string }>(
    await send(
      t.app,
      'POST',
      '/api/alternativeCoverage',
      token,
      personBody({ applicationId: application.id }),
    ),
    201,
  );
  const comment = resultOf<{ data: { _id: string } }>(
    await send(t.app, 'POST', '/api/comments', token, {
      ApplicationId: application.id,
      section: 'A',
      message: 'A first comment',
    }),
    201,
  );
  const contact = resultOf<{ id: string }>(
    await send(t.app, 'POST', '/api/contacts', undefined, {
      name: 'Sweep',
      email: randomEmail('contact'),
      message: 'Hello',
    }),
    201,
  );
  const [response] = await t.db
    .select({ id: formResponses.id })
    .from(formResponses)
    .where(eq(formResponses.applicationId, application.id))
    .limit(1);
  const [short] = await t.db.select({ code: shortUrls.code }).from(shortUrls).limit(1);
  const [mail] = await t.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
  // The routes another system reads with a hospital API token (the privileges feed, FHIR) get it too.
  const { token: apiToken } = resultOf<{ token: string }>(
    await send(t.app, 'POST', `/api/admin/hospitals/${hospital.id}/api-tokens`, token, {
      name: 'Sweep',
      scopes: [...API_TOKEN_SCOPES],
    }),
    201,
  );
  return {
    user,
    token,
    apiToken,
    hospitalId: hospital.id,
    applicationId: application.id,
    formId: forms.get('application')?.id ?? randomUUID(),
    privilegeId: privileges.cath.id,
    formResponseId: response?.id ?? randomUUID(),
    referenceId: reference.id,
    coverageId: coverage.id,
    commentId: comment.data._id,
    contactId: contact.id,
    outboxId: mail?.id ?? randomUUID(),
    shortCode: short?.code ?? 'abc',
    otherAdminId: otherAdmin.user.id,
  };
}

/** The valid value of a path parameter: the row the operation works on. */
export function findPathValue(f: TSweepFixtures, template: string, name: string): string {
  const byName: Record<string, string> = {
    key: 'application',
    code: f.shortCode,
    a: f.applicationId,
    b: randomUUID(),
    applicationId: f.applicationId,
    requestId: template.includes('/references/') ? f.referenceId : f.coverageId,
  };
  if (name !== 'id') {
    return byName[name] ?? f.applicationId;
  }
  const byTemplate: Array<[string, string]> = [
    ['/api/platform/hospitals/', f.hospitalId],
    ['/api/platform/admins/', f.otherAdminId],
    ['/api/platform/contacts/', f.contactId],
    ['/api/platform/outbox/', f.outboxId],
    ['/api/hospitals/hospitalAdmin/', f.hospitalId],
    ['/api/forms/id/', f.formId],
    ['/api/formsResponse/', f.formResponseId],
    ['/api/references/', f.referenceId],
    ['/api/alternativeCoverage/', f.coverageId],
  ];
  return byTemplate.find(([prefix]) => template.startsWith(prefix))?.[1] ?? f.applicationId;
}

/** A valid value for a query parameter, from its name and schema. */
export function findQueryValue(f: TSweepFixtures, name: string, schema: TJsonSchema): string {
  const ids: Record<string, string> = {
    hospitalId: f.hospitalId,
    applicationId: f.applicationId,
    formId: f.formId,
  };
  if (ids[name]) {
    return ids[name];
  }
  if (schema.enum?.length) {
    return String(schema.enum[0]);
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    return String(schema.default ?? schema.minimum ?? 1);
  }
  return name === 'cursor' ? '' : 'a';
}

/** A body each operation accepts (or nearly), so that one bad field is the only mistake. */
export function findValidBody(f: TSweepFixtures, key: string): Record<string, unknown> | undefined {
  const person = () => personBody();
  const bodies: Record<string, () => Record<string, unknown>> = {
    'POST /api/auth/register': () => registerBody(),
    'POST /api/auth/emailVerify': () => ({ token: 'abc' }),
    'POST /api/auth/emailVerify/resend': () => ({ email: randomEmail() }),
    'POST /api/auth/setPassword': () => ({ token: 'abc', password: GOOD_PASSWORD }),
    'POST /api/auth/verifyUser': () => ({ email: randomEmail(), password: GOOD_PASSWORD }),
    'POST /api/auth/otp': () => ({ challenge: 'abc', code: '123456' }),
    'POST /api/auth/otp/resend': () => ({ challenge: 'abc' }),
    'POST /api/auth/extractValues': () => ({ token: 'abc' }),
    'POST /api/auth/factor': () => ({ challenge: 'abc', method: 'totp', code: '123456' }),
    'POST /api/auth/passkey/options': () => ({ challenge: 'abc', site: 'portal' }),
    'POST /api/auth/passkey': () => ({ challenge: 'abc', site: 'portal', response: { id: 'abc' } }),
    'POST /api/account/security/totp/confirm': () => ({ code: '123456' }),
    'POST /api/account/security/totp/remove': () => ({ password: GOOD_PASSWORD }),
    'POST /api/account/security/recovery-codes': () => ({ password: GOOD_PASSWORD }),
    'POST /api/account/security/passkeys/options': () => ({ site: 'portal' }),
    'POST /api/account/security/passkeys': () => ({
      site: 'portal',
      name: 'Laptop',
      response: { id: 'abc' },
    }),
    'POST /api/account/security/passkeys/{id}/remove': () => ({ password: GOOD_PASSWORD }),
    'POST /api/account/step-up': () => ({ method: 'totp', code: '123456' }),
    'POST /api/account/step-up/passkey/options': () => ({ site: 'portal' }),
    'POST /api/contacts': () => ({ name: 'A', email: randomEmail(), message: 'Hi', organisation: 'Org' }),
    'POST /api/platform/hospitals': () => ({ name: 'Sweep', city: 'Springfield', state: 'IL', about: 'x' }),
    'PUT /api/platform/hospitals/{id}': () => ({ name: 'Sweep', about: 'x', isOpen: true }),
    'POST /api/platform/admins/invite': () => ({
      email: randomEmail('admin'),
      firstName: 'A',
      lastName: 'B',
      hospitalIds: [f.hospitalId],
    }),
    'PUT /api/platform/admins/{id}': () => ({ hospitalIds: [f.hospitalId], disabled: false }),
    'PUT /api/platform/contacts/{id}': () => ({ handled: true }),
    'PUT /api/platform/settings': () => ({
      otpMinutes: 10,
      minReferences: 2,
      legal: { affirmations: 'a', fraudPolicy: 'b', privacyPolicy: 'c', termsOfUse: 'd' },
    }),
    'POST /api/admin/applications/{id}/status': () => ({ status: 'in-review', note: 'Looks fine' }),
    'POST /api/formsResponse': () => ({ formId: f.formId, applicationId: f.applicationId }),
    'PUT /api/formsResponse/{id}': () => ({
      answers: { legalName: 'Alex', licences: [{ state: 'IL', number: 'MD-1' }] },
    }),
    'POST /api/applications': () => ({ hospitalId: f.hospitalId }),
    'POST /api/applications/{id}/submit': () => ({ attestationName: 'Test User' }),
    'POST /api/privileges': () => ({ applicationId: f.applicationId, privilegeId: f.privilegeId }),
    'POST /api/references': () => ({ ...person(), applicationId: f.applicationId }),
    'PUT /api/references/{id}': person,
    'POST /api/references/respond': () => ({ token: 'abc', answers: { ok: 'x' } }),
    'POST /api/references/batch': () => ({
      applicationId: f.applicationId,
      references: [person()],
      coverage: null,
    }),
    'POST /api/alternativeCoverage': () => ({ ...person(), applicationId: f.applicationId }),
    'PUT /api/alternativeCoverage/{id}': person,
    'POST /api/alternativeCoverage/respond': () => ({ token: 'abc', answers: { ok: 'x' } }),
    'POST /api/comments': () => ({
      ApplicationId: f.applicationId,
      section: 'A',
      message: 'Hello',
      email: ['a@example.com'],
    }),
    'POST /api/replies': () => ({
      ApplicationId: f.applicationId,
      CommentId: f.commentId,
      message: 'Hi',
      email: 'a@example.com',
    }),
  };
  return bodies[key]?.();
}

/** For an operation the table does not know yet: a value of each property's type. */
export function createBodyFromSchema(f: TSweepFixtures, schema: TJsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum?.length) {
    return schema.enum[0];
  }
  if (type === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => [
        name,
        createBodyFromSchema(f, property),
      ]),
    );
  }
  if (type === 'array') {
    return schema.items ? [createBodyFromSchema(f, schema.items)] : [];
  }
  if (type === 'integer' || type === 'number') {
    return schema.minimum ?? 1;
  }
  if (type === 'boolean') {
    return true;
  }
  return schema.format === 'uuid' ? f.applicationId : 'text';
}
