// The floor the API is measured against (run by scripts/bench-api.ts as a child process): a bare
// Fastify answering each measured URL with the JSON the real server gave for it, captured once,
// after the same token check (jose, HS256, the same key) where the real route needs a sign-in.
// Usage: node reference-server.mjs <routes.json>   (PORT from the environment)
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';

/** @type {{ tokenKey: string; routes: { path: string; url: string; isSignedIn: boolean; body: unknown }[] }} */
const { tokenKey, routes } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const key = new TextEncoder().encode(tokenKey);
const byUrl = new Map(routes.map((route) => [route.url, route]));
const UNAUTHORIZED = { statusCode: 401, error: { code: 'UNAUTHORIZED', message: 'Please sign in again.' } };

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ result: { status: 'ok' } }));
for (const path of new Set(routes.map((route) => route.path))) {
  app.get(path, async (request, reply) => {
    const route = byUrl.get(request.url);
    if (!route) {
      return reply.code(404).send({ statusCode: 404, error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    if (route.isSignedIn) {
      const token = request.headers['x-auth-token'];
      try {
        await jwtVerify(typeof token === 'string' ? token : '', key, { algorithms: ['HS256'] });
      } catch {
        return reply.code(401).send(UNAUTHORIZED);
      }
    }
    return route.body;
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
