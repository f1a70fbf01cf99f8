// Prints, over all Vitest JSON reports: each stage's time, the slowest test files, the files run again
// after their worker crashed, the tests that passed only on a retry (with their first failure), and
// one closing line "N passed, N failed, N skipped" (exit 1 on a failure or when nothing passed).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const files = [];
/** A passed test that kept failure messages failed first and passed on a retry. */
const retried = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    files.push({
      run: file.replace(/\.json$/, ''),
      name: relative(process.cwd(), result.name),
      ms: result.endTime - result.startTime,
    });
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'passed' && test.failureMessages?.length > 0) {
        retried.push({
          name: `${relative(process.cwd(), result.name)} > ${test.fullName}`,
          failure: test.failureMessages[0],
        });
      }
    }
  }
}

const stages = join(dir, 'stages.tsv');
if (existsSync(stages)) {
  // Wall time, and where known the CPU time of the stage's processes and how many cores that kept
  // busy on average (2.0 on a 2-core machine: the stage cannot go faster there without less work).
  console.log('\nTime per stage:   wall     CPU  cores');
  for (const line of readFileSync(stages, 'utf8').trim().split('\n')) {
    const [name, seconds, cpu] = line.split('\t');
    const cores = cpu && Number(seconds) > 0 ? (Number(cpu) / Number(seconds)).toFixed(1) : '';
    console.log(
      `  ${`${seconds} s`.padStart(7)} ${cpu ? `${cpu} s`.padStart(7) : ''.padStart(7)} ${cores.padStart(5)}  ${name}`,
    );
  }
}
if (files.length > 0) {
  console.log('\nSlowest test files:');
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.run.padEnd(6)} ${f.name}`);
  }
}
const crashes = join(dir, 'crashes.txt');
if (existsSync(crashes)) {
  // scripts/run-vitest.mjs ran these files again after their worker crashed (no test had failed).
  console.log(
    '\nA test worker crashed, and the file ran once more (a native crash: worth a look if it recurs):',
  );
  for (const line of readFileSync(crashes, 'utf8').trim().split('\n')) {
    const [file, signal, outcome] = line.split('\t');
    console.log(`  ${file}: signal ${signal}; ${outcome}`);
  }
}
if (retried.length > 0) {
  console.log('\nPassed only on a retry (flaky: worth a look):');
  for (const test of retried) {
    console.log(`  ${test.name}\n    first failure: ${test.failure.split('\n')[0]}`);
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
