// Runs one stage's Vitest: a dot per test, failures in full with the console output of failed tests
// only, and a JSON report (REPORTS/<name>.json) for scripts/test-summary.mjs.
//
// A test file whose worker process died of a signal (a native crash: V8 traps with SIGTRAP, and
// PGlite's WebAssembly start has been seen to crash Node now and then on a busy machine, as Node's
// issue 64500 reports) is run once more, on its own, when no test failed: the crash is the
// runtime's, not a verdict on the code, and the file's tests did not run to the end. Its tests must
// pass then. The summary names each such file and the signal (REPORTS/crashes.txt), so a crash that
// comes back stays visible. A failed test is never run again here.
//
// Usage: node scripts/run-vitest.mjs <name> <reports dir> <vitest run arguments...>
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const CRASH = /Worker exited unexpectedly with signal (\w+) during \w+ state while running test file (\S+)/g;

/** Runs Vitest with `args`, printing as it goes; resolves its exit code and everything it printed. */
function vitest(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let printed = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      printed += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      printed += chunk;
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), printed }));
  });
}

/** The files whose worker died of a signal, with the signal, as Vitest printed them. */
export function findCrashes(printed) {
  const crashes = new Map();
  for (const [, signal, file] of stripVTControlCharacters(printed).matchAll(CRASH)) {
    crashes.set(file, signal);
  }
  return crashes;
}

/**
 * Whether the crashes are all that went wrong: no test failed, no other file failed (to load, say)
 * and Vitest caught no error but the crashes.
 */
export function onlyCrashes(printed, crashes, report) {
  if (crashes.size === 0 || !report || report.numFailedTests > 0) {
    return false;
  }
  const failedFiles = (report.testResults ?? []).filter((file) => file.status === 'failed');
  if (failedFiles.some((file) => !crashes.has(file.name))) {
    return false;
  }
  const caught = /Vitest caught (\d+) unhandled errors?/.exec(stripVTControlCharacters(printed));
  return !caught || Number(caught[1]) <= crashes.size;
}

function reportArgs(reports, name) {
  return [
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${name}.json`)}`,
    '--silent=passed-only',
  ];
}

async function main() {
  const [name, reports, ...args] = process.argv.slice(2);
  const first = await vitest([...args, ...reportArgs(reports, name)]);
  if (first.code === 0) {
    return 0;
  }
  const crashes = findCrashes(first.printed);
  const reportFile = join(reports, `${name}.json`);
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : null;
  if (!onlyCrashes(first.printed, crashes, report)) {
    return first.code;
  }
  const files = [...crashes.keys()].map((file) => relative(process.cwd(), file));
  console.log(`\nA test worker crashed (${[...crashes.values()].join(', ')}) running ${files.join(', ')}, `);
  console.log('and no test failed: that file runs once more, on its own.\n');
  // The same projects and options, only those files: their results go into a report of their own.
  const again = await vitest([...args, ...files, ...reportArgs(reports, `${name}-after-crash`)]);
  for (const [file, signal] of crashes) {
    appendFileSync(
      join(reports, 'crashes.txt'),
      `${relative(process.cwd(), file)}\t${signal}\t${again.code === 0 ? 'passed' : 'failed'} when run again\n`,
    );
  }
  return again.code;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main();
}
