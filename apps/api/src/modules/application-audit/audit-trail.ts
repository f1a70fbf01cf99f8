import { and, desc, eq, sql } from 'drizzle-orm';
import {
  APPLICATION_AUDIT_MESSAGES,
  APPLICATION_AUDIT_PAGE_SIZE,
  type TApplicationAuditEntry,
  type TApplicationAuditPage,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { auditLog } from '@/core/db/schema';
import { MICROSECOND_ISO_FORMAT, decodeKeysetCursor, encodeKeysetCursor } from '@/lib/keyset-cursor';
import { getAdminApplication } from '@/core/access/admin-application';
import { getOwnApplication } from '@/core/access/applications';
import type { TUserRow } from '@/core/users/users';

type TAuditValues = Record<string, unknown> | null;

export type TListApplicationAuditInput = { applicationId: string; cursor?: string };

/**
 * GET /admin/applications/{id}/audit: one page of the application's audit rows, newest first, in
 * one statement (a range of the audit_log_application index read backwards from the cursor).
 */
export async function listApplicationAudit(
  db: TDb,
  admin: TUserRow,
  { applicationId, cursor }: TListApplicationAuditInput,
): Promise<TApplicationAuditPage> {
  // Note: only an administrator of the application's hospital; its doctor and anyone else 404.
  const { application } = await getAdminApplication(db, admin, applicationId);
  return readAuditPage(db, { applicationId: application.id, cursor });
}

/**
 * GET /applications/{id}/audit: the doctor's side of their application's trail (issue 16): the
 * changes made with the doctor's account, by the doctor or a delegate acting for them (`enteredBy`).
 */
export async function listOwnApplicationAudit(
  db: TDb,
  doctorId: string,
  { applicationId, cursor }: TListApplicationAuditInput,
): Promise<TApplicationAuditPage> {
  // Note: the doctor's own application (another's is 404), and only rows of the doctor's side:
  // the office's rows (internal notes, assignment) stay the office's.
  const application = await getOwnApplication(db, doctorId, applicationId);
  const page = await readAuditPage(db, { applicationId: application.id, cursor, actorId: doctorId });
  // Note: where a change came from (a delegate's network address) is the office's to see, not the doctor's.
  return { ...page, data: page.data.map((entry) => ({ ...entry, ip: null })) };
}

async function readAuditPage(
  db: TDb,
  options: { applicationId: string; cursor?: string; actorId?: string },
): Promise<TApplicationAuditPage> {
  const { applicationId, cursor, actorId } = options;
  const before = cursor ? decodeKeysetCursor(cursor, APPLICATION_AUDIT_MESSAGES.badCursor) : null;
  const position = before
    ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      row: auditLog,
      cursorAt: sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', ${sql.raw(MICROSECOND_ISO_FORMAT)})`,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.applicationId, applicationId),
        actorId ? eq(auditLog.actorId, actorId) : undefined,
        position,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(APPLICATION_AUDIT_PAGE_SIZE + 1);

  const page = rows.slice(0, APPLICATION_AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    data: page.map(({ row }) => toEntry(row)),
    nextCursor:
      rows.length > APPLICATION_AUDIT_PAGE_SIZE && last
        ? encodeKeysetCursor({ at: last.cursorAt, id: last.row.id })
        : null,
  };
}

function toEntry(row: typeof auditLog.$inferSelect): TApplicationAuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actorLabel,
    enteredBy: row.enteredByLabel,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before as TAuditValues,
    after: row.after as TAuditValues,
    data: row.data as TAuditValues,
    ip: row.ip,
  };
}
