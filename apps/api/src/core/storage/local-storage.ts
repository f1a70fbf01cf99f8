import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, open, rename, rm } from 'node:fs/promises';
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

const PART_SUFFIX = '.part';

/**
 * The bytes appear under `file` whole or not at all: written to `file.part`, flushed to the disk,
 * then renamed (atomic within a folder), and the folder flushed, so a row committed after this
 * never names a half-written or (after a power cut) lost file.
 */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const part = `${file}${PART_SUFFIX}`;
  // 'wx': never overwrite another upload's bytes.
  const handle = await open(part, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(part, file);
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
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
      await writeWhole(file, data);
    },
    get: async (key) => {
      const file = toPath(key);
      await access(file);
      return createReadStream(file);
    },
    remove: async (key) => {
      const file = toPath(key);
      // The part a write that never finished left behind goes with its key.
      await rm(`${file}${PART_SUFFIX}`, { force: true });
      await rm(file, { force: true });
    },
    check: async () => {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await access(root, constants.W_OK);
    },
  };
}
