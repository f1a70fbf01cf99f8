import type { TRequestKind } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import type { TRequestRow } from '@/modules/application-state';
import { changedValues, writeAudit } from '@/core/audit';

export type TRequestAuditAction = 'requested' | 'replaced' | 'resent' | 'removed' | 'answered' | 'declined';

/** What the trail keeps of a reference or coverage request: the person, the state and answers, never the link. */
function toRequestValues(row: TRequestRow): Record<string, unknown> {
  return {
    name: row.name,
    email: row.email,
    specialty: row.specialty,
    phone: row.phone,
    relationship: row.relationship,
    state: row.state,
    linkSentAt: row.state === 'sent' ? row.updatedAt.toISOString() : undefined,
    answers: row.answers ?? null,
  };
}

/**
 * One audit row for a change to a reference or the covering physician (`reference.requested`,
 * `coverage.answered` …). The person who answers has no account: `actorId` is null and `data`
 * says who they are.
 */
export async function writeRequestAudit(
  db: TDb,
  options: {
    kind: TRequestKind;
    action: TRequestAuditAction;
    actorId: string | null;
    before: TRequestRow | null;
    after: TRequestRow | null;
  },
): Promise<void> {
  const { kind, action, actorId, before, after } = options;
  const row = after ?? before;
  if (!row) {
    return;
  }
  const beforeValues = before ? toRequestValues(before) : null;
  const afterValues = after ? toRequestValues(after) : null;
  const changed = beforeValues && afterValues ? changedValues(beforeValues, afterValues) : null;
  await writeAudit(db, {
    actorId,
    action: `${kind}.${action}`,
    entity: kind,
    entityId: row.id,
    applicationId: row.applicationId,
    data: actorId ? undefined : { by: { name: row.name, email: row.email } },
    before: changed ? changed.before : beforeValues,
    after: changed ? changed.after : afterValues,
  });
}
