// TEMPORARY (integration in progress): replaced by `@/modules/npdb` when its branch is merged.
import type { TDb } from '@/core/db/client';

export async function getNpdbStanding(
  _db: TDb,
  _input: { applicationId: string; on: string },
): Promise<{ current: boolean; message: string; validUntil: string | null; lastQueriedOn: string | null }> {
  return { current: true, message: '', validUntil: null, lastQueriedOn: null };
}
