import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getApiRoot } from '@/lib/paths';

/**
 * A first start on an empty data folder used to run PostgreSQL's initdb inside the server, which
 * took the process to about 750 MB at its peak (initdb's own memory stays in the WebAssembly heap
 * for good). The build runs initdb once, with the server's settings, and keeps the empty cluster
 * as an image; a first start copies the image into the folder instead (under 400 MB at its peak).
 * Migrations and the seed run on it as on any start.
 */
export const EMPTY_IMAGE_PATH = path.join(getApiRoot(), 'dist', 'pglite-empty-cluster.tar.gz');

/** True when the folder holds no database yet (absent, or empty but for nothing). */
export function isEmptyDataDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/** The built image when the folder is empty and the image exists; otherwise none (initdb runs). */
export function readEmptyImage(dataDir: string, imagePath = EMPTY_IMAGE_PATH): Blob | undefined {
  if (!isEmptyDataDir(dataDir) || !existsSync(imagePath)) {
    return undefined;
  }
  return new Blob([readFileSync(imagePath)]);
}

export function writeEmptyImage(image: Blob, imagePath = EMPTY_IMAGE_PATH): Promise<void> {
  return image.arrayBuffer().then((buffer) => writeFileSync(imagePath, Buffer.from(buffer)));
}
