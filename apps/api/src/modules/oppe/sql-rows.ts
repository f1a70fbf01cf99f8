import type { SQL } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';

/** The rows of a raw statement, on PGlite and on pg alike (both answer `{ rows }`). */
export async function selectRows<T>(db: TDb, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
