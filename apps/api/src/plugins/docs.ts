import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { TConfig } from '@/config';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI from the routes' zod schemas, at /api/docs (UI) and /api/docs/json. */
export async function registerDocs(app: FastifyInstance, config: TConfig): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'DocApply API', description: 'Credentialing portal API', version: '1.0.0' },
      servers: [{ url: config.API_URL.replace(/\/api$/, '') }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The UI page needs its own policy (hashes of its inline bits) instead of the sites' one.
    staticCSP: true,
    transformStaticCSP: (header) =>
      config.MODE === 'production' ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
