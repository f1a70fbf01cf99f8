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
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
          // A hospital's API token (modules/api-tokens): the FHIR export and the privileges feed.
          bearer: { type: 'http', scheme: 'bearer', description: 'A hospital API token, dak_…' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The UI page needs its own policy: hashes for its inline scripts, and inline styles (it sets
    // them at run time; a hash in style-src would make browsers ignore 'unsafe-inline').
    staticCSP: true,
    transformStaticCSP: (header) => {
      const policy = header.replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';");
      return config.MODE === 'production' ? policy : policy.replace(/\s*upgrade-insecure-requests;?/, '');
    },
  });
}
