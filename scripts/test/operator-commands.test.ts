import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = (args: string[]) =>
  promisify(execFile)(process.execPath, args, { cwd: ROOT }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

// The commands an operator runs (README) work on an install without dev dependencies: they run the
// API's build, not its TypeScript source through tsx (a dev dependency).
describe('the operators’ npm commands', () => {
  it('run the built commands through scripts/command.mjs', () => {
    const { scripts } = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['accounts:create']).toBe('node scripts/command.mjs accounts-create');
    expect(scripts['accounts:reset']).toBe('node scripts/command.mjs accounts-reset');
    expect(scripts.jobs).toBe('node scripts/command.mjs jobs');
  });

  it('answers a built command with its own usage, and refuses an unknown one', async () => {
    const reset = await run(['scripts/command.mjs', 'accounts-reset']);
    expect(reset.code).toBe(1);
    expect(reset.stderr).toContain('Usage: npm run accounts:reset -- <email>');
    const create = await run(['scripts/command.mjs', 'accounts-create']);
    expect(create.stderr).toContain('Usage: npm run accounts:create -- --platform <email>');
    const unknown = await run(['scripts/command.mjs', 'drop-everything']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      'Unknown command drop-everything: one of accounts-create, accounts-reset, jobs',
    );
  });
});
