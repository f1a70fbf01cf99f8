import type { TDb } from '@/db/client';
import { auditLog } from '@/db/schema';

export type TAuditEntry = {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  /** Never secrets: no passwords, codes or tokens. */
  data?: Record<string, unknown>;
  ip?: string | null;
};

export async function writeAudit(db: TDb, entry: TAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    data: entry.data ?? null,
    ip: entry.ip ?? null,
  });
}
