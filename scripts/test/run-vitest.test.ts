import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Inside the repository, so that the files there find vitest in its node_modules.
const dir = mkdtempSync(join(ROOT, 'scripts/test/.run-vitest-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A test that kills its own worker with SIGTRAP, as a native crash of V8 does, `times` times. */
function crashingTest(marker: string, times: number) {
  return `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
it('runs to its end', () => {
  const crashes = existsSync(${JSON.stringify(marker)}) ? Number(readFileSync(${JSON.stringify(marker)}, 'utf8')) : 0;
  if (crashes < ${times}) {
    writeFileSync(${JSON.stringify(marker)}, String(crashes + 1));
    process.kill(process.pid, 'SIGTRAP');
  }
  expect(crashes).toBe(${times});
});
`;
}

/** Runs scripts/run-vitest.mjs, then the summary, on a project of the given test files. */
async function runStage(files: Record<string, string>) {
  const project = mkdtempSync(join(dir, 'project-'));
  writeFileSync(join(project, 'vitest.config.mjs'), 'export default { test: { pool: "forks" } };\n');
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(project, name), text.replaceAll('MARKER', join(project, `${name}.crashes`)));
  }
  const reports = mkdtempSync(join(dir, 'reports-'));
  const stage = await run('node', ['scripts/run-vitest.mjs', 'unit', reports, '--root', project], {
    cwd: ROOT,
  }).then(
    () => 0,
    (error: { code: number }) => error.code,
  );
  const summary = await run('node', ['scripts/test-summary.mjs', reports], { cwd: ROOT }).then(
    ({ stdout }) => stdout,
    (error: { stdout: string }) => error.stdout,
  );
  const crashes = join(reports, 'crashes.txt');
  return { stage, summary, crashes: existsSync(crashes) ? readFileSync(crashes, 'utf8') : '' };
}

const PASSING = `import { expect, it } from 'vitest';\nit('passes', () => { expect(1).toBe(1); });\n`;

describe('a stage whose test worker crashes', () => {
  it('runs the crashed file once more when no test failed, and the summary names it', async () => {
    const { stage, summary, crashes } = await runStage({
      'crash.test.mjs': crashingTest('MARKER', 1),
      'other.test.mjs': PASSING,
    });
    expect(stage).toBe(0);
    expect(crashes).toMatch(/crash\.test\.mjs\tSIGTRAP\tpassed when run again\n$/);
    expect(summary).toContain('A test worker crashed, and the file ran once more');
    expect(summary).toMatch(/crash\.test\.mjs: signal SIGTRAP; passed when run again/);
    expect(summary).toContain('2 passed, 0 failed');
  });

  it('fails the stage when the file crashes again', async () => {
    const { stage, crashes } = await runStage({ 'crash.test.mjs': crashingTest('MARKER', 2) });
    expect(stage).not.toBe(0);
    expect(crashes).toMatch(/crash\.test\.mjs\tSIGTRAP\tfailed when run again\n$/);
  });

  it('runs nothing again when a test failed beside the crash', async () => {
    const { stage, summary, crashes } = await runStage({
      'crash.test.mjs': crashingTest('MARKER', 1),
      'failing.test.mjs': `import { expect, it } from 'vitest';\nit('fails', () => { expect(1).toBe(2); });\n`,
    });
    expect(stage).not.toBe(0);
    expect(crashes).toBe('');
    expect(summary).toContain('1 failed');
  });
});
