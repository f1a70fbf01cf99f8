import { sql } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';

/**
 * Takes a transaction-scoped advisory lock on `key` (released at commit or rollback): changes that
 * must not interleave (two writes of one doctor's answers, a submit and an autosave) name the same
 * key. Call it inside a transaction; outside one the lock is released at once.
 */
export async function lockKey(db: TDb, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
