// Builds the two sites and the API bundle. `--if-stale` builds only what is missing or older
// than its sources (used by `npm start`); `--only api` builds one target (the API's tests run its build).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, TARGETS, isStale } from './build-targets.mjs';

/** Builds the targets (those older than their sources, with `onlyStale`); returns how many it built. */
export function build({ onlyStale = false, only = null } = {}) {
  let built = 0;
  for (const target of TARGETS) {
    if (only && !only.includes(target.name)) {
      continue;
    }
    if (onlyStale && !isStale(target)) {
      continue;
    }
    const started = Date.now();
    const [cmd, args, cwd] = target.command;
    console.log(`Building ${target.name}...`);
    // Production builds whatever NODE_ENV the caller has: the e2e setup runs this inside Vitest,
    // where it is "test", and Vite would then build React's development code into the sites.
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync(cmd, args, { cwd: join(ROOT, cwd), stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`Build of ${target.name} failed.`);
      process.exit(result.status ?? 1);
    }
    console.log(`Built ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built += 1;
  }
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const onlyAt = process.argv.indexOf('--only');
  build({
    onlyStale: process.argv.includes('--if-stale'),
    only: onlyAt >= 0 ? process.argv[onlyAt + 1].split(',') : null,
  });
}
