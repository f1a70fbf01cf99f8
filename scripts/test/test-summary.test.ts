import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Inside the repository, so that the files there find vitest in its node_modules.
const dir = mkdtempSync(join(ROOT, 'scripts/test/.summary-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs Vitest (retrying a failed test once, as the journeys do) on `tests`, then the summary. */
async function summarise(tests: string, stages = ''): Promise<{ code: number; output: string }> {
  writeFileSync(join(dir, 'vitest.config.mjs'), 'export default { test: { retry: 1 } };\n');
  writeFileSync(join(dir, 'sample.test.mjs'), `import { expect, it } from 'vitest';\n${tests}`);
  const reports = mkdtempSync(join(dir, 'reports-'));
  await run(
    'npx',
    ['vitest', 'run', '--root', dir, '--reporter=json', `--outputFile.json=${join(reports, 'e2e.json')}`],
    { cwd: ROOT },
  ).catch(() => undefined);
  if (stages) {
    writeFileSync(join(reports, 'stages.tsv'), stages);
  }
  try {
    const { stdout } = await run('node', ['scripts/test-summary.mjs', reports], { cwd: ROOT });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, output: failed.stdout };
  }
}

describe("the test run's summary", () => {
  it('names a test that passed only on its retry, with its first failure, and passes', async () => {
    const { code, output } = await summarise(`
let attempts = 0;
it('opens on the second try', () => { attempts += 1; expect(attempts, 'the first try').toBe(2); });
it('opens at once', () => { expect(1).toBe(1); });
`);
    expect(code).toBe(0);
    expect(output).toContain('Passed only on a retry');
    expect(output).toMatch(/sample\.test\.mjs > opens on the second try\n\s+first failure: .*the first try/);
    expect(output).not.toContain('opens at once\n');
    expect(output).toContain('2 passed, 0 failed');
  });

  it('fails the run on a test that failed on its retry too, and names no retried test', async () => {
    const { code, output } = await summarise(`it('never opens', () => { expect(1).toBe(2); });`);
    expect(code).toBe(1);
    expect(output).not.toContain('Passed only on a retry');
    expect(output).toContain('0 passed, 1 failed');
  });

  it('lists each stage with its wall time, its CPU time and the cores it kept busy', async () => {
    const { output } = await summarise(
      `it('passes', () => { expect(1).toBe(1); });`,
      'lint\t80\t150\nAPI tests on PostgreSQL (beside the build and the journeys)\t100\t\njourneys\t200\t260\n',
    );
    expect(output).toMatch(/\n\s+80 s\s+150 s\s+1\.9\s+lint\n/);
    // A stage run beside others has no CPU of its own (its processes are counted where they end).
    expect(output).toMatch(/\n\s+100 s\s+API tests on PostgreSQL \(beside the build and the journeys\)\n/);
    expect(output).toMatch(/\n\s+200 s\s+260 s\s+1\.3\s+journeys\n/);
  });
});
