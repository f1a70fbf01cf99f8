import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/core/db/schema';
import { writeAudit } from '@/core/audit';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';

type TRoute = { path: string; methods: string[] };

/**
 * Every route of the app, read from Fastify's own route tree (`printRoutes`): each line is one
 * segment, indented four characters per level under its parent, with its methods in brackets.
 */
function listRoutes(tree: string): TRoute[] {
  const routes: TRoute[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) {
      continue;
    }
    const depth = match[1].length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = path;
    parents.length = depth + 1;
    if (match[3]) {
      routes.push({ path, methods: match[3].split(', ') });
    }
  }
  return routes;
}

describe('the audit trail is append-only', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await writeAudit(t.db, { actorId: null, action: 'test.row', entity: 'test', ip: '10.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  const countRows = async () => {
    const [{ total }] = await t.db.select({ total: sql<number>`count(*)::int` }).from(auditLog);
    return total;
  };

  it('the database refuses to update, delete or truncate audit rows, whoever asks', async () => {
    const before = await countRows();
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_log set action = 'changed'`,
      sql`update audit_log set ip = null where action = 'test.row'`,
      sql`delete from audit_log`,
      sql`delete from audit_log where action = 'test.row'`,
      sql`truncate audit_log`,
    ]) {
      // Drizzle reports the database's refusal as the cause of its own error.
      await expect(t.db.execute(statement)).rejects.toMatchObject({
        cause: expect.objectContaining({ message: 'audit_log is append-only' }),
      });
    }
    expect(await countRows()).toBe(before);
    const rows = await t.db
      .select({ action: auditLog.action, ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.action, 'test.row'));
    expect(rows).toEqual([{ action: 'test.row', ip: '10.0.0.1' }]);
  });

  it('still appends', async () => {
    const before = await countRows();
    await writeAudit(t.db, { actorId: null, action: 'test.row', entity: 'test' });
    expect(await countRows()).toBe(before + 1);
  });

  it('no route of the app writes to the trail: the audit routes are reads only', () => {
    const routes = listRoutes(t.app.printRoutes({ commonPrefix: false }));
    // The tree was read: well-known routes of every kind are there.
    expect(routes).toContainEqual({ path: '/api/platform/hospitals', methods: ['GET', 'HEAD', 'POST'] });
    expect(routes).toContainEqual({ path: '/api/platform/audit', methods: ['GET', 'HEAD'] });
    expect(routes).toContainEqual({ path: '/api/platform/audit/export', methods: ['GET', 'HEAD'] });
    expect(routes.length).toBeGreaterThan(60);

    const writes = routes.filter((route) => route.methods.some((m) => m !== 'GET' && m !== 'HEAD'));
    expect(writes.length).toBeGreaterThan(20);
    expect(writes.filter((route) => /audit/i.test(route.path))).toEqual([]);
  });

  it('refuses PUT, PATCH, POST and DELETE on /platform/audit, even to the platform administrator', async () => {
    const { user, token } = await createUserWithToken(t.db, t.config, { roles: ['platform_admin'] });
    expect(user.roles).toContain('platform_admin');
    const before = await countRows();
    for (const method of ['PUT', 'PATCH', 'POST', 'DELETE'] as const) {
      for (const url of ['/api/platform/audit', '/api/platform/audit/export']) {
        const response = await t.app.inject({
          method,
          url,
          headers: { 'x-auth-token': token, 'content-type': 'application/json' },
          payload: method === 'DELETE' ? undefined : '{"action":"changed"}',
        });
        expect([404, 405], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
      }
    }
    expect(await countRows()).toBe(before);
  });

  it('shows the trail to the platform administrator only: 401 signed out, 403 for a doctor and a hospital admin', async () => {
    const doctor = await createUserWithToken(t.db, t.config, { roles: ['doctor'] });
    const admin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    for (const url of ['/api/platform/audit', '/api/platform/audit/export']) {
      expectError(await t.app.inject({ method: 'GET', url }), 401);
      for (const person of [doctor, admin]) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'x-auth-token': person.token },
        });
        expectError(response, 403);
        expect(response.body).not.toContain('test.row');
      }
    }
  });
});
