import { defineConfig } from 'drizzle-kit';

// Migrations are generated with `npx drizzle-kit generate` and committed; the server applies them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/core/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
