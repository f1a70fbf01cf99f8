import type { TJob } from '@/core/jobs/scheduler';
import { removeAbandonedBytes } from '@/core/files/pending-files';
import { createFileStorage } from '@/core/storage/create-storage';

/**
 * Removes the bytes no file row took (docs/adr/0005-no-orphan-files.md): an upload or a copy cut
 * short by a crash or a failed change, a removed file whose bytes stayed. Only keys reserved longer
 * ago than PENDING_SAFE_AGE_MS, so an upload in progress keeps its bytes.
 */
export const ABANDONED_FILES_JOB: TJob = {
  name: 'abandoned-files',
  everyMs: 15 * 60_000,
  run: async (ctx, now) => {
    const storage = await createFileStorage(ctx.config);
    const removed = await removeAbandonedBytes({ db: ctx.db, storage }, now);
    return `${removed} abandoned stored file(s) removed`;
  },
};
