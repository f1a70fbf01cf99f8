// Bundles the API into dist/server.js: our workspace packages (TypeScript source) are bundled in,
// every other dependency stays external and is loaded from node_modules at run time. Then makes
// the empty embedded-database cluster a first start copies (src/core/db/pglite-image.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@docapply/'),
);
// Subpath imports (drizzle-orm/pglite, dayjs/plugin/...) of external packages stay external too.
const externalPatterns = external.flatMap((name) => [name, `${name}/*`]);

// Chunk names carry a hash: drop the previous build's.
rmSync(here('./dist/chunks'), { recursive: true, force: true });

await build({
  entryPoints: {
    server: here('./src/server.ts'),
    // Worker threads' entries (core/workers/worker-pool.ts finds dist/<name>.js).
    'packet-worker': here('./src/modules/packet/packet-worker.ts'),
    'meeting-packet-worker': here('./src/modules/meetings/meeting-packet-worker.ts'),
    'pdf-inspect-worker': here('./src/core/files/pdf-inspect-worker.ts'),
    'make-pglite-image': here('./src/scripts/make-pglite-image.ts'),
    // The operators' commands (scripts/command.mjs), so they run on an install without dev tools.
    'commands/accounts-create': here('./src/scripts/create-account.ts'),
    'commands/accounts-reset': here('./src/scripts/reset-account.ts'),
    'commands/jobs': here('./src/scripts/run-jobs.ts'),
    'commands/backup': here('./src/scripts/backup.ts'),
    'commands/restore': here('./src/scripts/restore.ts'),
  },
  outdir: here('./dist'),
  // Code both entries share goes into chunks, and modules imported with import() load when used.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: externalPatterns,
  // Bundled CommonJS code may still call require(); give it one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});

const image = spawnSync(process.execPath, [here('./dist/make-pglite-image.js')], { stdio: 'inherit' });
if (image.status !== 0) {
  process.exit(image.status ?? 1);
}
