// The server bundle the API benchmark starts, and a port for each server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { isStale, TARGETS } from '../build-targets.mjs';

/** Builds the API bundle (the same command as `npm run build` runs for it) when asked or missing. */
export function ensureServerBuilt(root: string, serverJs: string, isForced: boolean): void {
  const api = TARGETS.find((target: { name: string }) => target.name === 'api');
  if (!api) {
    throw new Error('scripts/build-targets.mjs has no api target');
  }
  if (!isForced && existsSync(serverJs)) {
    if (isStale(api)) {
      console.log('note: apps/api/dist/server.js is older than its sources (--build rebuilds it first)');
    }
    return;
  }
  const [command, args, cwd] = api.command as [string, string[], string];
  if (spawnSync(command, args, { cwd: path.join(root, cwd), stdio: 'inherit' }).status !== 0) {
    throw new Error('Building the API failed');
  }
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
