// Bundles the API into dist/server.js: our workspace packages (TypeScript source) are bundled in,
// every other dependency stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@docapply/'),
);
// Subpath imports (drizzle-orm/pglite, dayjs/plugin/...) of external packages stay external too.
const externalPatterns = external.flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [here('./src/server.ts')],
  outfile: here('./dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: externalPatterns,
  // Bundled CommonJS code may still call require(); give it one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
