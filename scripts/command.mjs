// `npm run accounts:create | accounts:reset | jobs -- <arguments>`: builds the API if its build is
// missing or older than its sources, then runs the built command (apps/api/dist/commands/), so the
// commands work on a production install without dev dependencies (`npm ci --omit=dev` next to a
// build made elsewhere) as well as in a checkout.
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const COMMANDS = ['accounts-create', 'accounts-reset', 'jobs', 'backup', 'restore'];
const [name, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(name)) {
  console.error(`Unknown command ${name ?? '(none)'}: one of ${COMMANDS.join(', ')}`);
  process.exit(1);
}
build({ onlyStale: true, only: ['api'] });
const entry = fileURLToPath(new URL(`../apps/api/dist/commands/${name}.js`, import.meta.url));
// The command reads its arguments as if it had been started by itself.
process.argv = [process.argv[0], entry, ...args];
await import(entry);
