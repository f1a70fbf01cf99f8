import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `Another DocApply server is already using ${dir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * PGlite is single-process: two servers on one data folder would corrupt it. The lock is a
 * folder kept fresh by its holder; one left by a killed process goes stale and is taken over.
 */
export async function lockDataDir(
  dir: string,
  onCompromised: (error: Error) => void = () => undefined,
): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: path.join(dir, 'server.lock'),
      stale: 15_000,
      update: 5_000,
      onCompromised,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new DataDirLockedError(dir);
    }
    throw error;
  }
}
