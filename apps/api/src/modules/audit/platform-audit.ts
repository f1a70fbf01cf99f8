import { and, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZE,
  toAuditRangeEnd,
  toAuditRangeStart,
  type TPlatformAuditEntry,
  type TPlatformAuditFilters,
  type TPlatformAuditPage,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { auditLog, hospitals } from '@/core/db/schema';
import {
  MICROSECOND_ISO_FORMAT,
  decodeKeysetCursor,
  encodeKeysetCursor,
  type TKeysetPosition,
} from '@/lib/keyset-cursor';

export type TAuditFilters = TPlatformAuditFilters;

/** `%` and `_` typed into the actor filter are plain characters. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function buildAuditWhere(filters: TAuditFilters, before: TKeysetPosition | null): SQL | undefined {
  return and(
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.actor ? ilike(auditLog.actorLabel, `%${escapeLike(filters.actor)}%`) : undefined,
    filters.hospitalId ? eq(auditLog.hospitalId, filters.hospitalId) : undefined,
    filters.applicationId ? eq(auditLog.applicationId, filters.applicationId) : undefined,
    filters.from ? gte(auditLog.createdAt, toAuditRangeStart(filters.from)) : undefined,
    filters.to ? lte(auditLog.createdAt, toAuditRangeEnd(filters.to)) : undefined,
    before
      ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`
      : undefined,
  );
}

type TValues = Record<string, unknown> | null;

/** One statement: the rows newest first from `before`, each with its hospital's name. */
export async function readAuditRows(
  db: TDb,
  { filters, before, limit }: { filters: TAuditFilters; before: TKeysetPosition | null; limit: number },
) {
  const rows = await db
    .select({
      row: auditLog,
      hospitalName: hospitals.name,
      cursorAt: sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', ${sql.raw(MICROSECOND_ISO_FORMAT)})`,
    })
    .from(auditLog)
    .leftJoin(hospitals, eq(hospitals.id, auditLog.hospitalId))
    .where(buildAuditWhere(filters, before))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ row, hospitalName, cursorAt }) => ({
    entry: {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      actorId: row.actorId,
      actorLabel: row.actorLabel,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      applicationId: row.applicationId,
      hospitalId: row.hospitalId,
      hospitalName,
      data: row.data as TValues,
      before: row.before as TValues,
      after: row.after as TValues,
      ip: row.ip,
    } satisfies TPlatformAuditEntry,
    position: { at: cursorAt, id: row.id },
  }));
}

/** GET /platform/audit: one page of the whole trail, newest first, by the filters. */
export async function listPlatformAudit(
  db: TDb,
  { cursor, ...filters }: TAuditFilters & { cursor?: string },
): Promise<TPlatformAuditPage> {
  const before = cursor ? decodeKeysetCursor(cursor, AUDIT_MESSAGES.badCursor) : null;
  const rows = await readAuditRows(db, { filters, before, limit: AUDIT_PAGE_SIZE + 1 });
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    data: page.map((row) => row.entry),
    nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? encodeKeysetCursor(last.position) : null,
  };
}
