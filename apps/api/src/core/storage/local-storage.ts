import { createReadStream } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey, type TFileStorage } from './storage';

type TLocalStorageOptions = {
  dataDir: string;
  /** Folders the server publishes (the built sites): uploads must never land inside one. */
  servedDirs?: string[];
};

function isInside(dir: string, parent: string): boolean {
  const relative = path.relative(parent, dir);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** DATA_DIR/files/ab/cd/abcd...: a two-level fan-out keeps folders small. */
export function createLocalStorage({ dataDir, servedDirs = [] }: TLocalStorageOptions): TFileStorage {
  const root = path.resolve(dataDir, 'files');
  const served = servedDirs.find((dir) => isInside(root, path.resolve(dir)));
  if (served) {
    throw new Error(`Uploads folder ${root} is inside the served folder ${served}; move DATA_DIR`);
  }

  function toPath(key: string): string {
    // Keys are ours (hex), but a check keeps any path trick out even if a row were edited.
    if (!isStorageKey(key)) {
      throw new Error('Invalid storage key');
    }
    return path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  }

  return {
    kind: 'local',
    put: async (key, data) => {
      const file = toPath(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // 'wx': never overwrite another upload's bytes.
      await writeFile(file, data, { flag: 'wx', mode: 0o600 });
    },
    get: async (key) => {
      const file = toPath(key);
      await access(file);
      return createReadStream(file);
    },
    remove: async (key) => {
      await rm(toPath(key), { force: true });
    },
  };
}
