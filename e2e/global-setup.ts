import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The journeys run against the built product: build whatever is missing or stale first. */
export default function setup() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
}
