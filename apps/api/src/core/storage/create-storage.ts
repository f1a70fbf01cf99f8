import type { TConfig } from '@/config';
import { findSiteDirs } from '@/plugins/static-sites';
import { createLocalStorage } from './local-storage';
import type { TFileStorage } from './storage';

/**
 * STORAGE=local (default): DATA_DIR/files; STORAGE=s3: the configured bucket. The AWS SDK is
 * loaded only when used: it is large and slows every start otherwise.
 */
export async function createFileStorage(config: TConfig): Promise<TFileStorage> {
  switch (config.STORAGE) {
    case 's3': {
      const { createS3Storage } = await import('./s3-storage');
      return createS3Storage(config);
    }
    case 'local':
      return createLocalStorage({
        dataDir: config.DATA_DIR,
        servedDirs: findSiteDirs(config).map((site) => site.dir),
      });
    default: {
      const never: never = config.STORAGE;
      return never;
    }
  }
}
