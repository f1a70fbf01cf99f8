// Type-checks every workspace in turn; exits non-zero on the first failure.
import { execFileSync } from 'node:child_process';

const WORKSPACES = [
  'packages/rules',
  'packages/contracts',
  'packages/ui',
  'apps/api',
  'apps/portal',
  'apps/admin',
  'e2e',
];
let failed = false;
for (const ws of WORKSPACES) {
  try {
    execFileSync('npx', ['tsc', '--noEmit', '-p', ws], { stdio: 'inherit' });
    console.log(`typecheck ok: ${ws}`);
  } catch {
    failed = true;
    console.error(`typecheck failed: ${ws}`);
  }
}
process.exit(failed ? 1 : 0);
