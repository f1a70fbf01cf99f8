// Lets the hoisted drizzle-kit find the drizzle-orm that npm nested under apps/api/node_modules:
// its `import("drizzle-orm/...")` calls resolve from here; its require() calls use NODE_PATH.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
const API = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: API });
  }
  return next(specifier, context);
}`),
);
