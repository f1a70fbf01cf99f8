import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import type { z } from 'zod';
import { ZErrorBody, ZFhirReadParams, ZFhirResource, ZFhirSearchQuery } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { AppError } from '@/lib/app-error';
import { getApiToken, requireApiToken } from '@/modules/api-tokens';
import { withErrors } from '@/plugins/error-responses';
import { buildCapabilityStatement } from './capability';
import { issueCodeOf, toOperationOutcome } from './outcome';
import {
  readResource,
  searchOrganizations,
  searchPractitionerRoles,
  searchPractitioners,
  searchVerificationResults,
  type TExportResource,
  type TFhirRequest,
} from './services';

export const FHIR_PATH = '/fhir/r4';
const FHIR_JSON = 'application/fhir+json; charset=utf-8';

type TErrorPayload = { error?: { code?: unknown; message?: unknown; fields?: Record<string, string> } };

/**
 * Every answer of the FHIR routes is FHIR JSON; an error (the API's own body, from a guard, a
 * parser, a service's AppError) leaves as an OperationOutcome with the same status (ADR 20).
 */
function toFhirPayload(reply: FastifyReply, payload: unknown): unknown {
  void reply.header('content-type', FHIR_JSON);
  if (reply.statusCode < 400 || typeof payload !== 'string') {
    return payload;
  }
  let error = { code: 'BAD_REQUEST', message: 'The request failed.' } as {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
  try {
    const body = JSON.parse(payload) as TErrorPayload;
    if (typeof body.error?.code === 'string' && typeof body.error.message === 'string') {
      error = { code: body.error.code, message: body.error.message, fields: body.error.fields };
    }
  } catch {
    // Not JSON: the generic error stays.
  }
  return JSON.stringify(toOperationOutcome(issueCodeOf(reply.statusCode), error));
}

/**
 * A resource as the routes' response schema types it (any FHIR resource: its own shape is checked by
 * the tests' FHIR validator, not by zod).
 */
type TFhirJson = z.infer<typeof ZFhirResource>;
const asJson = (resource: Resource): TFhirJson => resource as unknown as TFhirJson;

const SEARCHES: Record<string, (request: TFhirRequest) => Promise<Bundle<TExportResource>>> = {
  Practitioner: searchPractitioners,
  PractitionerRole: searchPractitionerRoles,
  Organization: searchOrganizations,
  VerificationResult: searchVerificationResults,
};

/** The read-only FHIR R4 export of a hospital's medical staff, read with the hospital's API token. */
export function createFhirRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['fhir'];
    const baseOf = (request: FastifyRequest) =>
      `${ctx.config.API_URL ?? `${request.protocol}://${request.host}/api`}${FHIR_PATH}`;
    const toRequest = (request: FastifyRequest): Omit<TFhirRequest, 'query' | 'isStrict'> => ({
      db: ctx.db,
      // Note: the token's hospital decides what every query reads.
      hospitalId: getApiToken(request).hospitalId,
      base: baseOf(request),
    });
    const isStrict = (request: FastifyRequest) =>
      [request.headers.prefer ?? []].flat().some((prefer) => /handling=strict/i.test(prefer));
    app.addHook('onSend', async (_request, reply, payload) => toFhirPayload(reply, payload));

    app.get(
      `${FHIR_PATH}/metadata`,
      { schema: { tags, response: withErrors({ 200: ZFhirResource }) } },
      async (request) => asJson(buildCapabilityStatement({ base: baseOf(request) })),
    );

    for (const [type, search] of Object.entries(SEARCHES)) {
      const onRequest = requireApiToken('fhir:read');
      app.get(
        `${FHIR_PATH}/${type}`,
        {
          onRequest,
          schema: { tags, querystring: ZFhirSearchQuery, response: withErrors({ 200: ZFhirResource }) },
        },
        async (request) =>
          asJson(await search({ ...toRequest(request), query: request.query, isStrict: isStrict(request) })),
      );
      app.get(
        `${FHIR_PATH}/${type}/:id`,
        {
          onRequest,
          schema: {
            tags,
            params: ZFhirReadParams,
            response: withErrors({ 200: ZFhirResource, 404: ZErrorBody }),
          },
        },
        async (request) => asJson(await readResource(toRequest(request), search, request.params.id)),
      );
    }

    // Any other FHIR address (a resource type or interaction not offered): an OperationOutcome too.
    app.all(`${FHIR_PATH}/*`, { schema: { hide: true } }, async () => {
      throw new AppError('NOT_FOUND', {
        message: 'This FHIR server offers no such resource or interaction.',
      });
    });
  };
}
