import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { findRequestContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { auditLog } from '@/core/db/schema';

export type TAuditEntry = {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  /** The application / hospital the change concerns: the review's and the office's trail. */
  applicationId?: string | null;
  hospitalId?: string | null;
  /** Never secrets: no passwords, codes or tokens. */
  data?: Record<string, unknown>;
  /** Values before and after the change; pass them through `changedValues` to keep only what changed. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** By default the address of the request making the change (none for a job or a script). */
  ip?: string | null;
};

/** The keys whose values differ between `before` and `after`, each side with only those keys. */
export function changedValues(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => !isDeepStrictEqual(before[key], after[key]));
  if (changed.length === 0) {
    return null;
  }
  return {
    before: Object.fromEntries(changed.filter((k) => k in before).map((k) => [k, before[k]])),
    after: Object.fromEntries(changed.filter((k) => k in after).map((k) => [k, after[k]])),
  };
}

/** The user's name and email as they are now, read by the insert itself. */
function userLabel(userId: string) {
  return sql`(select u.first_name || ' ' || u.last_name || ' <' || u.email || '>' from users u where u.id = ${userId})`;
}

/**
 * Appends one row to the audit trail (append-only: migration 0009's trigger refuses updates and
 * deletes). The actor's name and email are copied in, so the row still says who after the
 * account is gone.
 */
export async function writeAudit(db: TDb, entry: TAuditEntry): Promise<void> {
  const context = findRequestContext();
  // A delegate acting for the doctor (issue 16) is named on every row their request writes.
  const enteredById = entry.actorId ? (context?.enteredById ?? null) : null;
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorLabel: entry.actorId ? userLabel(entry.actorId) : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    applicationId: entry.applicationId ?? null,
    // A change to an application belongs to its hospital's trail too, whether or not the caller knew it.
    hospitalId:
      entry.hospitalId ??
      (entry.applicationId
        ? sql`(select a.hospital_id from applications a where a.id = ${entry.applicationId})`
        : null),
    data: entry.data ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? context?.ip ?? null,
    enteredById,
    enteredByLabel: enteredById ? userLabel(enteredById) : null,
  });
}
