import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TDb } from '@/core/db/client';
import { auditLog } from '@/core/db/schema';
import { randomIp } from './helpers/auth';

export type TAuditRow = typeof auditLog.$inferSelect;

/** A client with an address of its own, so each row's `ip` can be traced to the request. */
export function createClient(app: FastifyInstance, ip = randomIp()) {
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      remoteAddress: ip,
      payload: options.body === undefined ? undefined : (options.body as Record<string, unknown>),
      headers: { ...(options.token ? { 'x-auth-token': options.token } : {}), ...options.headers },
    });
  return { ip, send };
}

/** The `result` of a successful response. */
export function resultOf<T = Record<string, unknown>>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { result: T }).result;
}

/** The newest audit rows of `action`, narrowed by `where`. */
export function findAuditRows(db: TDb, action: string, where?: SQL): Promise<TAuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

/**
 * Exactly one row of `action` (narrowed by `where`), written by `actorId` from `ip`: the row a
 * change must leave behind. Returns it for the before/after checks.
 */
export async function expectOneAuditRow(
  db: TDb,
  { action, where, actorId, ip }: { action: string; where?: SQL; actorId: string | null; ip: string | null },
): Promise<TAuditRow> {
  const rows = await findAuditRows(db, action, where);
  expect(rows, `audit rows of ${action}`).toHaveLength(1);
  const [row] = rows;
  expect(row.actorId).toBe(actorId);
  expect(row.ip).toBe(ip);
  if (actorId) {
    expect(row.actorLabel).toMatch(/<.+@.+>$/);
  }
  return row;
}

/** The audit rows of an application, by entity. */
export const ofApplication = (applicationId: string) => eq(auditLog.applicationId, applicationId);
export const ofEntity = (entityId: string) => eq(auditLog.entityId, entityId);
