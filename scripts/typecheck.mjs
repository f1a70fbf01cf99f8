// Type-checks every workspace with TypeScript 7 (the native compiler, about three times faster
// than TypeScript 6 here: docs/adr/0013-typescript-7-for-type-checks.md); exits non-zero on the
// first failure. ESLint's type-aware rules still run on the `typescript` package (6), the newest
// major typescript-eslint supports.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const TSC = join(dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc');

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
    execFileSync(process.execPath, [TSC, '--noEmit', '-p', ws], { stdio: 'inherit' });
    console.log(`typecheck ok: ${ws}`);
  } catch {
    failed = true;
    console.error(`typecheck failed: ${ws}`);
  }
}
process.exit(failed ? 1 : 0);
